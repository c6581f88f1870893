import type { Player } from './site-client.ts';

const HEADER = /^There are (\d+) of a max(?:imum)? of (\d+) players online:\s*/;
const ENTRY = /^(\S+) \(([0-9a-fA-F-]{36})\)$/;

/**
 * The players in a vanilla `list uuids` answer ("There are 2 of a max of 20 players online: Steve
 * (uuid), Alex (uuid)"). `complete` is false when the answer names fewer players than its count:
 * Minecraft sends answers over 4096 characters in several packets and RCON clients read the first.
 */
export function parseListAnswer(answer: string): { players: Player[]; count: number; complete: boolean } | null {
  const header = HEADER.exec(answer.trim());
  if (!header) return null;
  const count = Number(header[1]);
  const players = answer
    .trim()
    .slice(header[0].length)
    .split(', ')
    .map((entry) => ENTRY.exec(entry.trim()))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ name: m[1]!, uuid: m[2]!.toLowerCase() }));
  return { players, count, complete: players.length === count };
}
