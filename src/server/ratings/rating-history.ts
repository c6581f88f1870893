import { sql, type SQL } from 'drizzle-orm';
import type { RatingState } from '../../domain/leaderboard/elo.ts';
import { isRatedResult } from '../../domain/leaderboard/replay.ts';
import type { Tx } from '../db/client.ts';
import { matches } from '../db/schema/index.ts';
import type { MatchRow } from './match-view.ts';

// Matches are rated in the order of rated_seq; rows without one (seeded history) come first.
export const ratingOrder = sql`coalesce(${matches.ratedSeq}, 0), coalesce(${matches.endedAt}, ${matches.startedAt}), ${matches.id}`;

export function positionOf(m: Pick<MatchRow, 'ratedSeq' | 'endedAt' | 'startedAt' | 'id'>): SQL {
  return sql`(${m.ratedSeq ?? 0}::bigint, ${m.endedAt ?? m.startedAt}::timestamptz, ${m.id}::text)`;
}

/**
 * Who a correction touches: the two players of the corrected match, then everyone who later
 * played someone already touched. Returns those later matches, which must be re-rated in order.
 */
export function affectedByCorrection(corrected: MatchRow, later: MatchRow[]) {
  const players = new Set([corrected.leaderUuid, corrected.challengerUuid]);
  const firstMatch = new Map<string, MatchRow>([
    [corrected.leaderUuid, corrected],
    [corrected.challengerUuid, corrected],
  ]);
  const replay: MatchRow[] = [];
  for (const m of later) {
    if (!players.has(m.leaderUuid) && !players.has(m.challengerUuid)) continue;
    replay.push(m);
    for (const p of [m.leaderUuid, m.challengerUuid]) {
      if (!players.has(p)) firstMatch.set(p, m);
      players.add(p);
    }
  }
  return { players: [...players].sort(), firstMatch, replay };
}

/**
 * A player's state just before `first`: today's row minus what the matches being re-rated gave
 * them (every later match of theirs is among those). The streak is rebuilt from earlier matches.
 */
export async function stateBefore(
  tx: Tx,
  uuid: string,
  current: RatingState,
  rerated: MatchRow[],
  first: MatchRow,
): Promise<RatingState> {
  const state = { ...current };
  for (const m of rerated) {
    if (!isRatedResult(m.result) || (m.leaderUuid !== uuid && m.challengerUuid !== uuid)) continue;
    state.rating -= (m.leaderUuid === uuid ? m.leaderDelta : m.challengerDelta) ?? 0;
    if (m.winnerUuid === uuid) state.wins -= 1;
    else state.losses -= 1;
    state.gamesPlayed -= 1;
  }
  const { rows } = await tx.execute<{ won: boolean }>(sql`
    select winner_uuid = ${uuid}::uuid as won from matches
    where (leader_uuid = ${uuid} or challenger_uuid = ${uuid}) and result in ('leader_won', 'challenger_won')
      and (${ratingOrder}) < ${positionOf(first)}
    order by ${ratingOrder} desc`);
  let run = 0;
  for (const r of rows) {
    if (run !== 0 && r.won !== run > 0) break;
    run += r.won ? 1 : -1;
  }
  return {
    ...state,
    wins: Math.max(0, state.wins),
    losses: Math.max(0, state.losses),
    gamesPlayed: Math.max(0, state.gamesPlayed),
    streak: run,
  };
}
