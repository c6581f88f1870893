import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ELEMENTS } from '../../../src/domain/shared/elements.ts';
import { gymLeaders } from '../../../src/server/db/schema/index.ts';
import { makeGymLeader, makeMinecraftAccount, makeUser } from '../../../src/server/db/seed/factories.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { eventually, getJson } from '../leaderboard/helpers.ts';

interface GymLeaders {
  leaders: {
    id: string;
    displayName: string;
    element: string;
    status: string;
    badgesAwarded: number;
    winRate: number;
    lastActiveAt: string | null;
    nextAvailableAt: string | null;
    minecraftName: string | null;
  }[];
  openElements: string[];
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /api/gym-leaders', () => {
  it('has no leaders and all 18 positions open on an empty database', async () => {
    expect(await getJson<GymLeaders>(server, '/api/gym-leaders')).toEqual({ leaders: [], openElements: [...ELEMENTS] });
  });

  it("lists leaders by display name with the Minecraft name linked to the leader's account, and the open positions", async () => {
    const db = server.deps.db;
    const owner = await makeUser(db, { name: 'Whitney' });
    await makeMinecraftAccount(db, { name: 'WhitneyGoldenrod', userId: owner.id });
    const lastActive = new Date('2026-11-20T10:00:00Z');
    await makeGymLeader(db, {
      displayName: 'Whitney',
      element: 'normal',
      status: 'online',
      userId: owner.id,
      badgesAwarded: 7,
      winRate: 0.7,
      lastActiveAt: lastActive,
    });
    await makeGymLeader(db, {
      displayName: 'Clair',
      element: 'dragon',
      status: 'busy',
      userId: (await makeUser(db, { name: 'Clair' })).id,
    });
    await makeGymLeader(db, { displayName: 'Bugsy', element: 'bug' });
    const body = await eventually<GymLeaders>(server, '/api/gym-leaders', (b) => b.leaders.length === 3);
    expect(body.leaders.map((l) => [l.displayName, l.element, l.status, l.minecraftName])).toEqual([
      ['Bugsy', 'bug', 'offline', null],
      ['Clair', 'dragon', 'busy', null],
      ['Whitney', 'normal', 'online', 'WhitneyGoldenrod'],
    ]);
    expect(body.leaders[2]).toMatchObject({
      badgesAwarded: 7,
      winRate: 0.7,
      lastActiveAt: lastActive.toISOString(),
      nextAvailableAt: null,
    });
    expect(body.openElements).toHaveLength(15);
    expect(body.openElements).not.toContain('normal');
    expect(body.openElements).not.toContain('dragon');
    expect(body.openElements.slice(0, 3)).toEqual(['fire', 'water', 'electric']);
  });

  it('follows the change feed: a leader going online, a linked account, a deleted leader', async () => {
    const db = server.deps.db;
    await db.update(gymLeaders).set({ status: 'online' }).where(eq(gymLeaders.displayName, 'Bugsy'));
    await eventually<GymLeaders>(server, '/api/gym-leaders', (b) => b.leaders[0]?.status === 'online');
    const [clair] = await db.select().from(gymLeaders).where(eq(gymLeaders.displayName, 'Clair'));
    await makeMinecraftAccount(db, { name: 'ClairBlackthorn', userId: clair!.userId! });
    await eventually<GymLeaders>(server, '/api/gym-leaders', (b) => b.leaders[1]?.minecraftName === 'ClairBlackthorn');
    await db.delete(gymLeaders).where(eq(gymLeaders.id, clair!.id));
    const after = await eventually<GymLeaders>(server, '/api/gym-leaders', (b) => b.leaders.length === 2);
    expect(after.openElements).toContain('dragon');
  });
});
