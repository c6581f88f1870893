import { ratingOf, replayRatings } from '../../src/domain/leaderboard/replay.ts';
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
  const replayed = replayRatings(
    matches.map((m) => ({ leader: m.leader_uuid, challenger: m.challenger_uuid, result: m.result })),
  );
  const wrongDeltas = matches.filter(
    (m, i) => replayed.deltas[i]?.leader !== m.leader_delta || replayed.deltas[i]?.challenger !== m.challenger_delta,
  ).length;
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
    const want = ratingOf(replayed.ratings, s.player_uuid);
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
