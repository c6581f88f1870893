import { commandsFor } from './commands.ts';
import type { BridgeConfig } from './config.ts';
import { InDoubt, NotSent, type GameConsole } from './game-console.ts';
import type { CommandRecord, Journal } from './journal.ts';
import type { Ack, DeliveryAction } from './site-client.ts';

// One delivery action → its console commands, each journaled before it is sent (journal.ts).
// The outcome is an acknowledgement, or null: leave the action leased, the site offers it again.

const limit = (text: string) => (text.length > 1000 ? `${text.slice(0, 997)}...` : text);

export const inDoubtError = (command: string) =>
  limit(
    `The bridge sent "${command}" and got no answer (it stopped, or the server did not answer in time). ` +
      'It may have run; it was not sent again (at most once). Check in game and hand out what is missing.',
  );

/** An action the journal already knows: finished (done), in doubt (failed), or partly run (null). */
export function outcomeFromJournal(id: string, record: ReadonlyMap<number, CommandRecord>): Ack | null {
  const doubt = [...record.values()].find((r) => !r.result);
  if (doubt) return { id, status: 'failed', error: inDoubtError(doubt.command) };
  const first = record.values().next().value;
  const done = first && [...record.values()].filter((r) => r.result?.ok).length === first.total;
  return done ? { id, status: 'done' } : null;
}

export interface DeliverContext {
  config: BridgeConfig;
  console: GameConsole;
  journal: Journal;
  /** Online players by UUID, from `list` just before the lease. */
  online: Map<string, string>;
  /** Names of the other players the batch names, from the site (checked like the others before use). */
  names: Map<string, string>;
  /** Failed tries so far per action (this process): the retry backoff. */
  failures: Map<string, { count: number; nextTry: number }>;
}

export async function deliver(action: DeliveryAction, ctx: DeliverContext): Promise<Ack | null> {
  const { config, journal } = ctx;
  const uuid = action.player_uuid;
  if (action.requires_online && uuid && !ctx.online.has(uuid)) return null;
  const failure = ctx.failures.get(action.id);
  if (failure && Date.now() < failure.nextTry) return null;
  const name = uuid ? (ctx.online.get(uuid) ?? ctx.names.get(uuid) ?? null) : null;
  if (uuid && !name)
    return {
      id: action.id,
      status: 'failed',
      error: `The site knows no Minecraft name for ${uuid}; no command was run.`,
    };
  const planned = commandsFor(action, name, config);
  if ('error' in planned) return { id: action.id, status: 'failed', error: limit(planned.error) };
  const { commands } = planned;
  const record = journal.get(action.id);

  for (const [i, command] of commands.entries()) {
    const known = record?.get(i);
    if (known?.result?.ok) continue; // answered before a restart: never again
    if (known && !known.result) return { id: action.id, status: 'failed', error: inDoubtError(known.command) };
    journal.begin(action.id, i, commands.length, command);
    let answer: string;
    try {
      answer = await ctx.console.run(command);
    } catch (err) {
      if (err instanceof InDoubt) return { id: action.id, status: 'failed', error: inDoubtError(command) };
      // Not sent: the same command may go later. The caller waits for the console to come back.
      journal.ran(action.id, i, false, (err as Error).message);
      throw err instanceof NotSent ? err : new NotSent((err as Error).message);
    }
    const ok = !config.failurePatterns.some((re) => re.test(answer));
    journal.ran(action.id, i, ok, answer);
    if (ok) continue;
    // A player who left in the meantime: wait for the next join rather than count a failure.
    if (action.requires_online && /^No (player|entity|targets?) (was|were) found/i.test(answer)) return null;
    const count = (failure?.count ?? 0) + 1;
    if (count >= config.retry.attempts) {
      ctx.failures.delete(action.id);
      return { id: action.id, status: 'failed', error: limit(`"${command}" → ${answer || '(no answer text)'}`) };
    }
    const wait = Math.min(config.retry.maxDelayMs, config.retry.firstDelayMs * 2 ** (count - 1));
    ctx.failures.set(action.id, { count, nextTry: Date.now() + wait });
    return null;
  }
  ctx.failures.delete(action.id);
  return { id: action.id, status: 'done' };
}
