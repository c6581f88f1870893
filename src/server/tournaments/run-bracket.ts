import { BracketError, type BracketMatch } from '../../domain/tournaments/bracket.ts';
import { bracketOf } from '../../domain/tournaments/bracket-formats.ts';
import { bracketRules, type BracketRules } from '../../domain/tournaments/bracket-rules.ts';
import type { Tx } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { notifyReadyMatches } from '../notifications/events.ts';
import { loadBracketRows, saveBracket, sidesOf, toDomain, type MatchRow } from './bracket-store.ts';
import { lockTournament, type TournamentRow } from './registrations.ts';

// One change to a bracket, shared by the staff screens and the game server's reports: the tournament
// row locked first (so two changes never interleave), the matches loaded, one domain rule applied and
// only what it changed written. The rule gets the shared rules bound to the tournament's structure (the
// Founders' Cup's, or the doubles' single elimination), chosen by its format.

export interface BracketChange {
  tournament: TournamentRow;
  before: BracketMatch[];
  after: BracketMatch[];
  changed: BracketMatch[];
  rows: MatchRow[];
}

/** A broken bracket rule is the caller's mistake: a 409 with the rule's own message. */
export function asConflict<T>(rule: () => T): T {
  try {
    return rule();
  } catch (e) {
    if (e instanceof BracketError) throw AppError.conflict(e.message);
    throw e;
  }
}

/** The shared bracket rules over the tournament's structure. */
export const rulesOf = (t: TournamentRow): BracketRules => bracketRules(bracketOf(t.format));

export async function changeBracket(
  tx: Tx,
  key: string,
  rule: (ms: BracketMatch[], t: TournamentRow, rules: BracketRules) => BracketMatch[],
  extra: Partial<MatchRow> = {},
): Promise<BracketChange> {
  const tournament = await lockTournament(tx, key);
  const rows = await loadBracketRows(tx, key);
  if (rows.length === 0) throw AppError.conflict('The bracket has not been generated yet.');
  const before = rows.map(toDomain);
  const rules = rulesOf(tournament);
  const after = asConflict(() => rule(before, tournament, rules));
  const changed = await saveBracket(tx, rows, after, sidesOf(tournament.format), extra);
  if (changed.length > 0) await notifyReadyMatches(tx, key);
  return { tournament, before, after, changed, rows };
}

/** The matches that changed, before and after, as the audit log keeps them. */
export function auditDiff(c: BracketChange) {
  const pick = (ms: BracketMatch[]) =>
    ms.filter((m) => c.changed.some((x) => x.round === m.round && x.match === m.match));
  return { before: pick(c.before), after: c.changed };
}
