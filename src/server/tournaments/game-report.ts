import { eq, inArray } from 'drizzle-orm';
import type { BracketMatch } from '../../domain/tournaments/bracket.ts';
import type { MatchReport } from '../../domain/game/matches.ts';
import type { Database, Tx } from '../db/client.ts';
import {
  doublesRegistrations,
  minecraftAccounts,
  tournamentBracketMatches,
  tournamentRegistrations,
} from '../db/schema/index.ts';
import { AppError, invalidInput } from '../http/errors.ts';
import { sidesOf, toDomain } from './bracket-store.ts';
import { lockTournament } from './registrations.ts';
import { changeBracket } from './run-bracket.ts';

// A battle the game server reports with a tournament match id decides that bracket match, so staff
// do not type results the game already knows. Called before the battle is rated: a refusal here
// writes nothing, and a retried report finds the match already decided by the same battle id.

type Side = 1 | 2;

/** The registrations of a match's sides: Founders' Cup players, or the doubles teams' registrants (by format). */
async function registrationsOf(tx: Tx, format: string, ids: string[]) {
  if (ids.length === 0) return [];
  const table = sidesOf(format) === 'teams' ? doublesRegistrations : tournamentRegistrations;
  return tx
    .select({ id: table.id, name: table.minecraftUsername, uuid: minecraftAccounts.uuid })
    .from(table)
    .leftJoin(minecraftAccounts, eq(minecraftAccounts.userId, table.userId))
    .where(inArray(table.id, ids));
}

/** Which side of the bracket match each reported account plays: its linked account, else its registered name. */
async function reportedSides(
  tx: Tx,
  format: string,
  m: BracketMatch,
  r: MatchReport,
): Promise<{ leader: Side; challenger: Side }> {
  const regs = await registrationsOf(
    tx,
    format,
    [m.player1, m.player2].filter((x): x is string => x !== null),
  );
  const sideOf = (p: { uuid: string; name: string }): Side | null => {
    const reg = regs.find((x) => (x.uuid ? x.uuid === p.uuid : x.name.toLowerCase() === p.name.toLowerCase()));
    return !reg ? null : reg.id === m.player1 ? 1 : 2;
  };
  const leader = sideOf(r.leader);
  const challenger = sideOf(r.challenger);
  if (!leader || !challenger || leader === challenger) {
    throw invalidInput({ tournament_match_id: 'The two players are not the players of this tournament match' });
  }
  return { leader, challenger };
}

/**
 * Applies a reported battle to its bracket match: started marks it in progress, finished records the
 * games and moves the winner on. The same battle reported again changes nothing; a match decided
 * otherwise is a conflict (staff correct results on the site). A voided battle leaves the match as is.
 */
export async function applyTournamentReport(db: Database, r: MatchReport): Promise<void> {
  const id = r.tournament_match_id;
  if (!id || r.status === 'voided') return;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ key: tournamentBracketMatches.tournamentName })
      .from(tournamentBracketMatches)
      .where(eq(tournamentBracketMatches.id, id));
    if (!row) throw AppError.notFound('No tournament match has this id.');
    const t = await lockTournament(tx, row.key);
    const [current] = await tx.select().from(tournamentBracketMatches).where(eq(tournamentBracketMatches.id, id));
    const m = toDomain(current!);
    const sides = await reportedSides(tx, t.format, m, r);
    if (r.status === 'in_progress') {
      if (m.status === 'pending')
        await changeBracket(tx, row.key, (ms, _t, rules) => rules.startMatch(ms, { round: m.round, match: m.match }));
      return;
    }
    const winner = r.winner_uuid === r.leader.uuid ? sides.leader : sides.challenger;
    if (m.status === 'completed') {
      if (current!.gameMatchId === r.id && m.winner === (winner === 1 ? m.player1 : m.player2)) return;
      throw AppError.conflict('This tournament match already has a result; staff can correct it on the site.');
    }
    const g = r.games_won!;
    const games = sides.leader === 1 ? [g.leader, g.challenger] : [g.challenger, g.leader];
    await changeBracket(tx, row.key, (ms, _t, rules) =>
      rules.reportResult(ms, { round: m.round, match: m.match, gamesP1: games[0], gamesP2: games[1] }),
    );
    await tx.update(tournamentBracketMatches).set({ gameMatchId: r.id }).where(eq(tournamentBracketMatches.id, id));
  });
}
