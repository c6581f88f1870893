import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eloRatings, gymLeaders } from '../../../src/server/db/schema/index.ts';
import {
  makeGymLeader,
  makeMatch,
  makeMinecraftAccount,
  makeRating,
  makeUser,
} from '../../../src/server/db/seed/factories.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { eventually, getJson } from './helpers.ts';

interface Home {
  arena: {
    leaders: {
      id: string;
      displayName: string;
      element: string;
      status: string;
      badgesAwarded: number;
      winRate: number;
      minecraftName: string | null;
      rating: number | null;
    }[];
    recentMatches: {
      id: string;
      result: string;
      gym: { name: string; element: string } | null;
      leaderName: string;
      challengerName: string;
      leaderDelta: number | null;
      challengerDelta: number | null;
      endedAt: string | null;
    }[];
  };
  leaderboard: {
    totalPlayers: number;
    players: {
      name: string;
      rank: number;
      tier: string;
      rating: number;
      wins: number;
      losses: number;
      streak: number;
    }[];
  };
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /api/home', () => {
  it('answers an empty arena and ladder on an empty database', async () => {
    expect(await getJson<Home>(server, '/api/home')).toEqual({
      arena: { leaders: [], recentMatches: [] },
      leaderboard: { totalPlayers: 0, players: [] },
    });
  });

  it('gives the top 10 by rating with shared ranks for ties, tiers from the whole ladder, and W/L and streak', async () => {
    const db = server.deps.db;
    const ratings = [
      1700, 1600, 1600, 1500, 1400, 1300, 1200, 1100, 1050, 1000, 990, 980, 970, 960, 950, 940, 930, 920, 910, 900,
    ];
    for (const [i, rating] of ratings.entries()) {
      const mc = await makeMinecraftAccount(db, { name: `Ladder${String(i).padStart(2, '0')}` });
      await makeRating(db, { playerUuid: mc.uuid, rating, wins: 20 - i, losses: i, streak: i % 2 ? -i : i });
    }
    const home = await eventually<Home>(server, '/api/home', (h) => h.leaderboard.totalPlayers === 20);
    expect(home.leaderboard.players).toHaveLength(10);
    expect(home.leaderboard.players.map((p) => [p.name, p.rank, p.tier])).toEqual([
      ['Ladder00', 1, 'Champion'],
      ['Ladder01', 2, 'Elite'], // 1600, 19 wins: first of the tie
      ['Ladder02', 2, 'Elite'],
      ['Ladder03', 4, 'Ace'], // 4/20 = 20%
      ['Ladder04', 5, 'Ace'],
      ['Ladder05', 6, 'Ace'],
      ['Ladder06', 7, 'Ace'], // 35% exactly
      ['Ladder07', 8, 'Trainer'],
      ['Ladder08', 9, 'Trainer'],
      ['Ladder09', 10, 'Trainer'],
    ]);
    expect(home.leaderboard.players[3]).toMatchObject({ rating: 1500, wins: 17, losses: 3, streak: -3 });
  });

  it('shows online gym leaders only, by name, with the rating of their linked Minecraft account', async () => {
    const db = server.deps.db;
    const owner = await makeUser(db, { name: 'Koga' });
    const mc = await makeMinecraftAccount(db, { name: 'KogaFuchsia', userId: owner.id });
    await makeRating(db, { playerUuid: mc.uuid, rating: 1444 });
    await makeGymLeader(db, {
      displayName: 'Koga',
      element: 'poison',
      status: 'online',
      userId: owner.id,
      badgesAwarded: 12,
      winRate: 0.625,
    });
    await makeGymLeader(db, { displayName: 'Brock', element: 'rock', status: 'online' });
    await makeGymLeader(db, { displayName: 'Erika', element: 'grass', status: 'busy' });
    await makeGymLeader(db, { displayName: 'Lt. Surge', element: 'electric', status: 'offline' });
    const home = await eventually<Home>(server, '/api/home', (h) => h.arena.leaders.length === 2);
    expect(home.arena.leaders.map((l) => [l.displayName, l.minecraftName, l.rating])).toEqual([
      ['Brock', null, null],
      ['Koga', 'KogaFuchsia', 1444],
    ]);
    expect(home.arena.leaders[1]).toMatchObject({
      element: 'poison',
      status: 'online',
      badgesAwarded: 12,
      winRate: 0.625,
    });
  });

  it('lists the 10 latest matches, unfinished first, without voided ones, with the gym and both players', async () => {
    const db = server.deps.db;
    const owner = await makeUser(db, { name: 'Sabrina' });
    const leaderMc = await makeMinecraftAccount(db, { name: 'SabrinaMC', userId: owner.id });
    const gym = await makeGymLeader(db, {
      displayName: 'Sabrina',
      element: 'psychic',
      status: 'offline',
      userId: owner.id,
    });
    const challenger = await makeMinecraftAccount(db, { name: 'RedChallenger' });
    const base = Date.parse('2026-11-01T12:00:00Z');
    for (let i = 0; i < 12; i++) {
      const ended = new Date(base - i * 60_000);
      const won = i % 2 === 0;
      await makeMatch(db, {
        id: `m-${i}`,
        gymLeaderId: gym.id,
        leaderUuid: leaderMc.uuid,
        challengerUuid: challenger.uuid,
        startedAt: new Date(ended.getTime() - 600_000),
        endedAt: ended,
        result: i === 3 ? 'voided' : won ? 'leader_won' : 'challenger_won',
        leaderDelta: won ? 15 : -15,
        challengerDelta: won ? -15 : 15,
      });
    }
    await makeMatch(db, {
      id: 'm-live',
      gymLeaderId: gym.id,
      leaderUuid: leaderMc.uuid,
      challengerUuid: challenger.uuid,
      result: 'in_progress',
      startedAt: new Date(base - 3_600_000),
    });
    const home = await eventually<Home>(server, '/api/home', (h) => h.arena.recentMatches[0]?.id === 'm-live');
    expect(home.arena.recentMatches.map((m) => m.id)).toEqual([
      'm-live',
      'm-0',
      'm-1',
      'm-2',
      'm-4',
      'm-5',
      'm-6',
      'm-7',
      'm-8',
      'm-9',
    ]);
    expect(home.arena.recentMatches[0]).toMatchObject({ result: 'in_progress', leaderDelta: null, endedAt: null });
    expect(home.arena.recentMatches[2]).toMatchObject({
      result: 'challenger_won',
      gym: { name: 'Sabrina', element: 'psychic' },
      leaderName: 'SabrinaMC',
      challengerName: 'RedChallenger',
      leaderDelta: -15,
      challengerDelta: 15,
    });
  });

  it('follows the change feed: a rating change reorders the cached top 10, a deleted leader leaves the arena', async () => {
    const db = server.deps.db;
    const before = await getJson<Home>(server, '/api/home');
    const last = before.leaderboard.players[9]!;
    const [row] = await db.select().from(eloRatings).where(eq(eloRatings.rating, last.rating));
    await db.update(eloRatings).set({ rating: 2000 }).where(eq(eloRatings.playerUuid, row!.playerUuid));
    const after = await eventually<Home>(server, '/api/home', (h) => h.leaderboard.players[0]?.name === last.name);
    expect(after.leaderboard.players[0]).toMatchObject({ rank: 1, tier: 'Champion', rating: 2000 });

    await db.delete(gymLeaders).where(eq(gymLeaders.displayName, 'Brock'));
    const gone = await eventually<Home>(
      server,
      '/api/home',
      (h) => !h.arena.leaders.some((l) => l.displayName === 'Brock'),
    );
    expect(gone.arena.leaders.map((l) => l.displayName)).toEqual(['Koga']);
  });

  it('documents the home, leaderboard, gym leader, events and waitlist endpoints in the OpenAPI document', async () => {
    const doc = (await (await server.request('/api/openapi.json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/home',
        '/api/leaderboard',
        '/api/leaderboard/me',
        '/api/gym-leaders',
        '/api/events',
        '/api/waitlist',
        '/api/waitlist/me',
      ]),
    );
  });

  it('answers 304 to a browser that already has the same answer', async () => {
    const first = await server.request('/api/home');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const again = await server.request('/api/home', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });
});
