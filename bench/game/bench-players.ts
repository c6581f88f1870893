import { NEW_PLAYER, rateMatch, type RatingState } from '../../src/domain/leaderboard/elo.ts';
import type { Database } from '../../src/server/db/client.ts';
import { uuidFrom } from '../../src/server/db/seed/factories.ts';

// Players and checks shared by the game API bench scenarios.

export function benchPlayers(tag: string, count: number) {
  return Array.from({ length: count }, (_, i) => ({
    uuid: uuidFrom(`bench:${tag}:${i}`),
    name: `B${tag.slice(0, 4)}${i}`,
  }));
}

/**
 * Replays every match of these players in the order the server rated them, from scratch, and
 * counts the stored deltas and final ratings that differ from what the rules give.
 */
export async function checkRatings(db: Database, uuids: string[]) {
  const { rows: matches } = await db.$client.query<{
    leader_uuid: string;
    challenger_uuid: string;
    result: string;
    leader_delta: number;
    challenger_delta: number;
  }>(
    `select leader_uuid, challenger_uuid, result, leader_delta, challenger_delta from matches
     where leader_uuid = any($1) and result in ('leader_won', 'challenger_won') order by rated_seq`,
    [uuids],
  );
  const states = new Map<string, RatingState>();
  let wrongDeltas = 0;
  for (const m of matches) {
    const r = rateMatch(
      states.get(m.leader_uuid) ?? NEW_PLAYER,
      states.get(m.challenger_uuid) ?? NEW_PLAYER,
      m.result === 'leader_won' ? 'a' : 'b',
    );
    if (r.deltas.a !== m.leader_delta || r.deltas.b !== m.challenger_delta) wrongDeltas++;
    states.set(m.leader_uuid, r.a);
    states.set(m.challenger_uuid, r.b);
  }
  const { rows: stored } = await db.$client.query<{
    player_uuid: string;
    rating: number;
    wins: number;
    losses: number;
    streak: number;
    games_played: number;
  }>('select player_uuid, rating, wins, losses, streak, games_played from elo_ratings where player_uuid = any($1)', [
    uuids,
  ]);
  let wrongRatings = 0;
  for (const s of stored) {
    const want = states.get(s.player_uuid) ?? NEW_PLAYER;
    const same =
      want.rating === s.rating &&
      want.wins === s.wins &&
      want.losses === s.losses &&
      want.streak === s.streak &&
      want.gamesPlayed === s.games_played;
    if (!same) wrongRatings++;
  }
  return {
    matchesChecked: matches.length,
    wrongDeltas,
    wrongRatings,
    correct: wrongDeltas === 0 && wrongRatings === 0,
  };
}
