import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratingOf, replayRatings } from '../../src/domain/leaderboard/replay.ts';
import { createDatabase, type Database } from '../../src/server/db/client.ts';
import { eloRatings, matches } from '../../src/server/db/schema/index.ts';
import { seedDemoData } from '../../src/server/db/seed/demo.ts';
import { ratingOrder } from '../../src/server/ratings/rating-history.ts';
import { createTestDatabaseUrl } from '../setup/database.ts';

let db: Database;
beforeAll(async () => {
  db = createDatabase(await createTestDatabaseUrl(), 2);
  await db.transaction((tx) => seedDemoData(tx));
});
afterAll(() => db.$client.end());

describe('demo data', () => {
  it('stores exactly the ratings and deltas a replay of its own match history gives', async () => {
    const history = await db.select().from(matches).orderBy(ratingOrder);
    const replayed = replayRatings(
      history.map((m) => ({ leader: m.leaderUuid, challenger: m.challengerUuid, result: m.result })),
    );
    expect(replayed.deltas.filter(Boolean).length).toBeGreaterThan(100);

    const deltas = history.map((m) => [m.id, m.leaderDelta, m.challengerDelta]);
    const want = history.map((m, i) => [
      m.id,
      replayed.deltas[i]?.leader ?? null,
      replayed.deltas[i]?.challenger ?? null,
    ]);
    expect(deltas).toEqual(want);

    const stored = await db.select().from(eloRatings);
    expect(stored.length).toBeGreaterThan(40);
    const states = stored.map((r) => ({
      uuid: r.playerUuid,
      rating: r.rating,
      wins: r.wins,
      losses: r.losses,
      streak: r.streak,
      gamesPlayed: r.gamesPlayed,
    }));
    expect(states).toEqual(stored.map((r) => ({ uuid: r.playerUuid, ...ratingOf(replayed.ratings, r.playerUuid) })));
  });
});
