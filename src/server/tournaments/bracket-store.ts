import { asc, eq } from 'drizzle-orm';
import type { BracketMatch, MatchOutcome, MatchStatus } from '../../domain/tournaments/bracket.ts';
import type { Tx } from '../db/client.ts';
import { tournamentBracketMatches } from '../db/schema/index.ts';

// Loads a tournament's bracket as the domain rules see it and writes back what a rule changed.

export type MatchRow = typeof tournamentBracketMatches.$inferSelect;

export const toDomain = (r: MatchRow): BracketMatch => ({
  round: r.roundNumber,
  match: r.matchNumber,
  status: r.matchStatus as MatchStatus,
  player1: r.player1Id,
  player2: r.player2Id,
  winner: r.winnerId,
  gamesP1: r.gamesWonP1,
  gamesP2: r.gamesWonP2,
  isBye: r.isBye,
  outcome: r.outcome as MatchOutcome | null,
});

export async function loadBracketRows(tx: Tx, key: string): Promise<MatchRow[]> {
  return tx
    .select()
    .from(tournamentBracketMatches)
    .where(eq(tournamentBracketMatches.tournamentName, key))
    .orderBy(asc(tournamentBracketMatches.roundNumber), asc(tournamentBracketMatches.matchNumber));
}

/** The columns a match's state is stored in: the inverse of toDomain. */
export const toColumns = (m: BracketMatch) => ({
  matchStatus: m.status,
  player1Id: m.player1,
  player2Id: m.player2,
  winnerId: m.winner,
  gamesWonP1: m.gamesP1,
  gamesWonP2: m.gamesP2,
  isBye: m.isBye,
  outcome: m.outcome,
  completedAt: m.status === 'completed' ? new Date() : null,
});

const same = (a: BracketMatch, b: BracketMatch) => JSON.stringify(a) === JSON.stringify(b);

/** Writes the matches that differ from the loaded rows; returns the changed ones. */
export async function saveBracket(
  tx: Tx,
  rows: MatchRow[],
  next: BracketMatch[],
  extra: Partial<MatchRow> = {},
): Promise<BracketMatch[]> {
  const changed: BracketMatch[] = [];
  for (const m of next) {
    const row = rows.find((r) => r.roundNumber === m.round && r.matchNumber === m.match)!;
    if (same(toDomain(row), m)) continue;
    changed.push(m);
    await tx
      .update(tournamentBracketMatches)
      .set({
        ...toColumns(m),
        // A result the game reported goes with the result: a reset match forgets the battle id.
        ...(m.status === 'completed' ? extra : { gameMatchId: null }),
      })
      .where(eq(tournamentBracketMatches.id, row.id));
  }
  return changed;
}
