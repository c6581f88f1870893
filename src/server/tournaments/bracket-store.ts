import { asc, eq } from 'drizzle-orm';
import type { BracketMatch, MatchOutcome, MatchStatus } from '../../domain/tournaments/bracket.ts';
import type { BracketMatchView } from '../../domain/tournaments/registration.ts';
import type { Tx } from '../db/client.ts';
import { tournamentBracketMatches } from '../db/schema/index.ts';

// Loads a tournament's bracket as the domain rules see it and writes back what a rule changed. A match
// names its sides by player columns (Founders' Cup registrations) or team columns (doubles
// registrations), by the tournament's format; a row never uses both (a check in the database).

export type MatchRow = typeof tournamentBracketMatches.$inferSelect;
export type SidesOf = 'players' | 'teams';
export const sidesOf = (format: string): SidesOf => (format === 'doubles' ? 'teams' : 'players');

export const toDomain = (r: MatchRow): BracketMatch => ({
  round: r.roundNumber,
  match: r.matchNumber,
  status: r.matchStatus as MatchStatus,
  player1: r.player1Id ?? r.team1Id,
  player2: r.player2Id ?? r.team2Id,
  winner: r.winnerId ?? r.winnerTeamId,
  gamesP1: r.gamesWonP1,
  gamesP2: r.gamesWonP2,
  isBye: r.isBye,
  outcome: r.outcome as MatchOutcome | null,
});

/** A match as the staff screen and the public brackets show it; the side ids are registration ids. */
export function toView(r: MatchRow): BracketMatchView {
  const m = toDomain(r);
  return {
    id: r.id,
    roundNumber: m.round,
    matchNumber: m.match,
    matchStatus: m.status,
    gamesWonP1: m.gamesP1,
    gamesWonP2: m.gamesP2,
    isBye: m.isBye,
    player1Id: m.player1,
    player2Id: m.player2,
    winnerId: m.winner,
    outcome: m.outcome,
  };
}

export async function loadBracketRows(tx: Tx, key: string): Promise<MatchRow[]> {
  return tx
    .select()
    .from(tournamentBracketMatches)
    .where(eq(tournamentBracketMatches.tournamentName, key))
    .orderBy(asc(tournamentBracketMatches.roundNumber), asc(tournamentBracketMatches.matchNumber));
}

/** The columns a match's state is stored in: the inverse of toDomain. */
export function toColumns(m: BracketMatch, sides: SidesOf) {
  const players = sides === 'players';
  return {
    matchStatus: m.status,
    player1Id: players ? m.player1 : null,
    player2Id: players ? m.player2 : null,
    winnerId: players ? m.winner : null,
    team1Id: players ? null : m.player1,
    team2Id: players ? null : m.player2,
    winnerTeamId: players ? null : m.winner,
    gamesWonP1: m.gamesP1,
    gamesWonP2: m.gamesP2,
    isBye: m.isBye,
    outcome: m.outcome,
    completedAt: m.status === 'completed' ? new Date() : null,
  };
}

const same = (a: BracketMatch, b: BracketMatch) => JSON.stringify(a) === JSON.stringify(b);

/** Writes the matches that differ from the loaded rows; returns the changed ones. */
export async function saveBracket(
  tx: Tx,
  rows: MatchRow[],
  next: BracketMatch[],
  sides: SidesOf,
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
        ...toColumns(m, sides),
        // A result the game reported goes with the result: a reset match forgets the battle id.
        ...(m.status === 'completed' ? extra : { gameMatchId: null }),
      })
      .where(eq(tournamentBracketMatches.id, row.id));
  }
  return changed;
}
