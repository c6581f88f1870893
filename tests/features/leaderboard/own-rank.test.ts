import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eloRatings } from '../../../src/server/db/schema/index.ts';
import { makeMinecraftAccount, makeRating } from '../../../src/server/db/seed/factories.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { eventually, getJson, signedInUser } from './helpers.ts';

type OwnRank =
  | { status: 'unlinked' }
  | { status: 'unrated'; minecraftName: string }
  | {
      status: 'rated';
      uuid: string;
      minecraftName: string;
      rank: number;
      tier: string;
      totalPlayers: number;
      rating: number;
      wins: number;
      losses: number;
      streak: number;
    };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  for (const [i, rating] of [1500, 1400, 1300, 1300, 1200, 1100, 1000, 900, 800, 700].entries()) {
    const mc = await makeMinecraftAccount(server.deps.db, { name: `Other${i}` });
    await makeRating(server.deps.db, { playerUuid: mc.uuid, rating });
  }
});
afterAll(() => server.close());

describe('GET /api/leaderboard/me', () => {
  it('needs a signed-in user', async () => {
    const res = await server.request('/api/leaderboard/me');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: 'unauthorized', message: 'Please sign in to continue.' } });
  });

  it('says unlinked when no Minecraft account is linked', async () => {
    const { cookie } = await signedInUser(server, 'Unlinked Ursula');
    expect(await getJson<OwnRank>(server, '/api/leaderboard/me', cookie)).toEqual({ status: 'unlinked' });
  });

  it('says unrated when the linked account has no rating', async () => {
    const { cookie, userId } = await signedInUser(server, 'Rookie Rita');
    await makeMinecraftAccount(server.deps.db, { name: 'RitaMC', userId });
    expect(await getJson<OwnRank>(server, '/api/leaderboard/me', cookie)).toEqual({
      status: 'unrated',
      minecraftName: 'RitaMC',
    });
  });

  it('gives rank (players rated higher + 1, ties shared), tier, record and rating, and follows rating changes', async () => {
    const { cookie, userId } = await signedInUser(server, 'Rated Rex');
    const mc = await makeMinecraftAccount(server.deps.db, { name: 'RexMC', userId });
    await makeRating(server.deps.db, { playerUuid: mc.uuid, rating: 1300, wins: 7, losses: 2, streak: 3 });
    // 11 players: 1500, 1400 above; Rex ties with two at 1300 -> rank 3 (3/11 = 27% -> Ace)
    const expected = {
      status: 'rated',
      uuid: mc.uuid,
      minecraftName: 'RexMC',
      rank: 3,
      tier: 'Ace',
      totalPlayers: 11,
      rating: 1300,
      wins: 7,
      losses: 2,
      streak: 3,
    };
    expect(
      await eventually<OwnRank>(
        server,
        '/api/leaderboard/me',
        (r) => r.status === 'rated' && r.totalPlayers === 11,
        cookie,
      ),
    ).toEqual(expected);
    // Asked again the rank may come from the in-process histogram instead of a count: same answer.
    await new Promise((r) => setTimeout(r, 300));
    expect(await getJson<OwnRank>(server, '/api/leaderboard/me', cookie)).toEqual(expected);

    await server.deps.db.update(eloRatings).set({ rating: 1600 }).where(eq(eloRatings.playerUuid, mc.uuid));
    const top = await eventually<OwnRank>(
      server,
      '/api/leaderboard/me',
      (r) => r.status === 'rated' && r.rating === 1600,
      cookie,
    );
    expect(top).toMatchObject({ rank: 1, tier: 'Champion' });

    await server.deps.db.update(eloRatings).set({ rating: 1450 }).where(eq(eloRatings.playerUuid, mc.uuid));
    await eventually<OwnRank>(server, '/api/leaderboard/me', (r) => r.status === 'rated' && r.rating === 1450, cookie);
    // Counted in the database right after the change, then from the rebuilt histogram: both give rank 2.
    const sources = new Set<string>();
    const until = Date.now() + 8_000;
    while (!sources.has('histogram') && Date.now() < until) {
      const res = await server.request('/api/leaderboard/me', { cookie });
      sources.add(/desc=(\w+)/.exec(res.headers.get('server-timing') ?? '')?.[1] ?? '?');
      expect(await res.json()).toMatchObject({ rank: 2, tier: 'Ace' }); // 2/11 = 18%
      await new Promise((r) => setTimeout(r, 100));
    }
    expect([...sources].sort()).toEqual(['count', 'histogram']);
  });

  it('reports the time of the rank lookup in Server-Timing and is never cached', async () => {
    const { cookie } = await signedInUser(server, 'Timed Tim');
    const res = await server.request('/api/leaderboard/me', { cookie });
    expect(res.headers.get('server-timing')).toMatch(/^rank;desc=(count|histogram);dur=\d+\.\d\d$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
