import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkRatings } from '../../bench/game/bench-players.ts';
import { replayRatings } from '../../src/domain/leaderboard/replay.ts';
import { makeGymLeader } from '../../src/server/db/seed/factories.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';
import { gameClient, ladder, player, rows, type GameClient } from './helpers.ts';

const UNLIMITED = { GAME_API_RATE_PER_SECOND: '100000' };
let server: TestServer;
let game: GameClient;
beforeAll(async () => {
  // Bursts of a hundred reports from one key: the rate per key is not what these tests are about.
  server = await startTestServer(UNLIMITED);
  game = await gameClient(server);
});
afterAll(() => server.close());

const rating = async (uuid: string) =>
  (
    await rows(
      server,
      sql`select rating, wins, losses, streak, games_played from elo_ratings where player_uuid = ${uuid}`,
    )
  )[0];

describe('concurrency', () => {
  it('leaves ratings equal to the sequential result when 50 matches of the same two players arrive at once', async () => {
    const [a, b] = [player(), player()];
    const winners = Array.from({ length: 50 }, (_, i) => (i % 3 === 0 ? 'b' : 'a') as 'a' | 'b');
    const results = await Promise.all(winners.map((w, i) => game.call('POST', '/matches', ladder(`c-${i}`, a, b, w))));
    expect(results.every((r) => r.status === 200)).toBe(true);

    // Replay the same 50 sequentially, in the order the server rated them, for a fresh pair.
    const order = await rows<{ id: string }>(
      server,
      sql`select id from matches where id like 'c-%' order by rated_seq`,
    );
    const [x, y] = [player(), player()];
    for (const { id } of order) {
      const res = await game.call('POST', '/matches', ladder(`s-${id}`, x, y, winners[Number(id.slice(2))]!));
      const concurrent = results[Number(id.slice(2))]!.body;
      expect(res.body.leader.delta).toBe(concurrent.leader.delta);
      expect(res.body.challenger.delta).toBe(concurrent.challenger.delta);
    }
    expect(await rating(a.uuid)).toEqual(await rating(x.uuid));
    expect(await rating(b.uuid)).toEqual(await rating(y.uuid));
    expect(await rating(a.uuid)).toMatchObject({ wins: 33, losses: 17, games_played: 50 });
    const [sum] = await rows(server, sql`select sum(leader_delta)::int as d from matches where id like 'c-%'`);
    expect((await rating(a.uuid))!.rating).toBe(1000 + sum!.d);
  });

  it('takes 30 gym battles of one gym at once without a deadlock and counts them all', async () => {
    const gym = await makeGymLeader(server.deps.db, { element: 'ice', displayName: 'Pryce' });
    // Different players each time (substitute leaders), so only the gym leader row is shared.
    const winners = Array.from({ length: 30 }, (_, i) => (i % 4 === 0 ? 'b' : 'a') as 'a' | 'b');
    const results = await Promise.all(
      winners.map((w, i) =>
        game.call('POST', '/matches', { ...ladder(`ice-${i}`, player(), player(), w), kind: 'gym', gym: 'ice' }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(winners.map(() => 200));
    const [stats] = await rows(server, sql`select badges_awarded, win_rate from gym_leaders where id = ${gym.id}`);
    expect(stats!.badges_awarded).toBe(8);
    expect(stats!.win_rate).toBeCloseTo(22 / 30, 5);
  });

  it('rates 60 battles among 6 players at once exactly as their rating order replays them', async () => {
    const six = Array.from({ length: 6 }, () => player());
    const battles = Array.from({ length: 60 }, (_, i) => {
      // Every pair of different players, in turn (the offset 1-5 never picks the same player).
      const [a, b] = [six[i % 6]!, six[(i + 1 + (i % 5)) % 6]!];
      return ladder(`mix-${i}`, a, b, i % 4 === 0 ? 'b' : 'a');
    });
    const results = await Promise.all(battles.map((m) => game.call('POST', '/matches', m)));
    expect(results.map((r) => r.status)).toEqual(battles.map(() => 200));

    // Every stored delta and final rating equals a replay of the matches in the order they were rated.
    expect(
      await checkRatings(
        server.deps.db,
        six.map((p) => p.uuid),
      ),
    ).toEqual({
      matchesChecked: 60,
      wrongDeltas: 0,
      wrongRatings: 0,
      correct: true,
    });
  });

  it('rates from the stored ratings when another instance has moved them since', async () => {
    const other = await startTestServer(UNLIMITED, server.deps.db.$client.options.connectionString);
    try {
      const otherGame = await gameClient(other);
      const [a, b] = [player(), player()];
      expect((await game.call('POST', '/matches', ladder('inst-1', a, b, 'a'))).status).toBe(200);
      expect((await otherGame.call('POST', '/matches', ladder('inst-2', a, b, 'a'))).status).toBe(200);
      // This instance last wrote the ratings after inst-1; inst-3 must start from inst-2's.
      const third = await game.call('POST', '/matches', ladder('inst-3', a, b, 'b'));
      const want = replayRatings(
        ['leader_won', 'leader_won', 'challenger_won'].map((result) => ({
          leader: a.uuid,
          challenger: b.uuid,
          result,
        })),
      );
      const [last, sa] = [want.deltas[2]!, want.ratings.get(a.uuid)!];
      expect([third.body.leader.delta, third.body.challenger.delta]).toEqual([last.leader, last.challenger]);
      expect(await rating(a.uuid)).toMatchObject({ rating: sa.rating, wins: 2, losses: 1, streak: sa.streak });
    } finally {
      await other.close();
    }
  });

  it('rates a match reported 10 times at once exactly once', async () => {
    const [a, b] = [player(), player()];
    const results = await Promise.all(
      Array.from({ length: 10 }, () => game.call('POST', '/matches', ladder('dup-1', a, b, 'a'))),
    );
    expect(new Set(results.map((r) => JSON.stringify(r)))).toEqual(new Set([JSON.stringify(results[0])]));
    expect(results[0]!.status).toBe(200);
    expect(await rating(a.uuid)).toMatchObject({ rating: 1020, games_played: 1 });
  });
});
