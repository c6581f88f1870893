import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gymLeaders } from '../../../src/server/db/schema/index.ts';
import { makeGymLeader, makeMinecraftAccount, makeRating } from '../../../src/server/db/seed/factories.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { eventually, getJson } from './helpers.ts';

interface Leaderboard {
  trainers: { totalPlayers: number; players: { name: string; rank: number; tier: string; rating: number }[] };
  gymLeaders: { displayName: string; element: string; status: string; badgesAwarded: number; winRate: number }[];
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /api/leaderboard', () => {
  it('answers empty tabs on an empty database', async () => {
    expect(await getJson<Leaderboard>(server, '/api/leaderboard')).toEqual({
      trainers: { totalPlayers: 0, players: [] },
      gymLeaders: [],
    });
  });

  it('lists the top 100 trainers of a longer ladder, ranked and tiered against all of it', async () => {
    const db = server.deps.db;
    for (let i = 0; i < 120; i++) {
      const mc = await makeMinecraftAccount(db, { name: `T${String(i).padStart(3, '0')}` });
      await makeRating(db, { playerUuid: mc.uuid, rating: 2000 - i * 5 });
    }
    const board = await eventually<Leaderboard>(server, '/api/leaderboard', (b) => b.trainers.totalPlayers === 120);
    expect(board.trainers.players).toHaveLength(100);
    expect(board.trainers.players.map((p) => p.rank)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    const tierAt = (rank: number) => board.trainers.players[rank - 1]!.tier;
    // 18 of 120 = 15%, 42 = 35%, 78 = 65%, 102 = 85%
    expect([tierAt(1), tierAt(18), tierAt(19), tierAt(42), tierAt(43), tierAt(78), tierAt(79), tierAt(100)]).toEqual([
      'Champion',
      'Elite',
      'Ace',
      'Ace',
      'Trainer',
      'Trainer',
      'Apprentice',
      'Apprentice',
    ]);
  });

  it('sorts gym leaders by win rate, counting 0 for a leader who has awarded no badges', async () => {
    const db = server.deps.db;
    await makeGymLeader(db, { displayName: 'Fresh', element: 'ice', winRate: 0.95, badgesAwarded: 0 });
    await makeGymLeader(db, { displayName: 'Steady', element: 'rock', winRate: 0.55, badgesAwarded: 10 });
    await makeGymLeader(db, {
      displayName: 'Star',
      element: 'dragon',
      winRate: 0.8,
      badgesAwarded: 30,
      status: 'online',
    });
    const board = await eventually<Leaderboard>(server, '/api/leaderboard', (b) => b.gymLeaders.length === 3);
    expect(board.gymLeaders.map((l) => l.displayName)).toEqual(['Star', 'Steady', 'Fresh']);
    expect(board.gymLeaders[0]).toMatchObject({ element: 'dragon', status: 'online', badgesAwarded: 30, winRate: 0.8 });
  });

  it('follows the change feed for gym leaders', async () => {
    await server.deps.db.update(gymLeaders).set({ badgesAwarded: 3 }).where(eq(gymLeaders.displayName, 'Fresh'));
    const board = await eventually<Leaderboard>(
      server,
      '/api/leaderboard',
      (b) => b.gymLeaders[0]?.displayName === 'Fresh',
    );
    expect(board.gymLeaders.map((l) => l.displayName)).toEqual(['Fresh', 'Star', 'Steady']);
  });
});
