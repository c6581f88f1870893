import { minecraftUuid } from '../domain/game/common.ts';
import type { Player } from './site-client.ts';

const HEADER = /^There are (\d+) of a max(?:imum)? of (\d+) players online:\s*/;
// Minecraft refuses names with spaces at login, so ", " only ever separates two entries.
const ENTRY = /^(\S+) \((\S+)\)$/;

/**
 * The players in a vanilla `list uuids` answer ("There are 2 of a max of 20 players online: Steve
 * (uuid), Alex (uuid)"). An entry whose name `namePattern` refuses (`*`, an `@a` selector, `§`…) or whose
 * UUID is malformed is `skipped`, never a player: console commands would read it as other players.
 * `complete` is false when the answer names fewer players than its count: Minecraft sends answers over
 * 4096 characters in several packets and RCON clients read the first.
 */
export function parseListAnswer(
  answer: string,
  namePattern: RegExp,
): { players: Player[]; skipped: string[]; count: number; complete: boolean } | null {
  const header = HEADER.exec(answer.trim());
  if (!header) return null;
  const count = Number(header[1]);
  const players: Player[] = [];
  const skipped: string[] = [];
  const entries = answer.trim().slice(header[0].length).split(', ');
  for (const entry of entries.map((e) => e.trim()).filter(Boolean)) {
    const m = ENTRY.exec(entry);
    if (!m) continue; // cut off at the end of a long answer
    const uuid = minecraftUuid.safeParse(m[2]);
    if (uuid.success && namePattern.test(m[1]!)) players.push({ name: m[1]!, uuid: uuid.data });
    else skipped.push(entry);
  }
  return { players, skipped, count, complete: players.length + skipped.length === count };
}
