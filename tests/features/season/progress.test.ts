import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnProgress, ProgressPage } from '../../../src/domain/season/schemas.ts';
import { seasonChampions } from '../../../src/server/db/schema/index.ts';
import { makeBadgeAward, makeMinecraftAccount } from '../../../src/server/db/seed/factories.ts';
import { signInAs } from '../../staff/helpers.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';

const GYMS = ['fire', 'water', 'steel', 'psychic', 'electric', 'ghost', 'fairy', 'dark', 'poison'] as const;
let server: TestServer;
/** 30 players: Trainer00 holds 9 badges, then counts fall; within a count, the lower number got there first. */
const expected: string[] = [];
beforeAll(async () => {
  server = await startTestServer();
  const db = server.deps.db;
  const t0 = Date.parse('2025-10-02T12:00:00Z');
  for (let i = 0; i < 30; i++) {
    const name = `Trainer${String(i).padStart(2, '0')}`;
    const mc = await makeMinecraftAccount(db, { name });
    const count = 9 - Math.floor(i / 4);
    for (const [k, element] of GYMS.slice(0, count).entries()) {
      await makeBadgeAward(db, { season: 1, playerUuid: mc.uuid, element, awardedAt: new Date(t0 + i * 60_000 + k) });
    }
    expected.push(name);
  }
  const odd = await makeMinecraftAccount(db, { name: 'Odd_100pct' });
  await makeBadgeAward(db, { season: 1, playerUuid: odd.uuid, element: 'dark', awardedAt: new Date(t0 + 1e9) });
  expected.push('Odd_100pct');
  await db.insert(seasonChampions).values({ season: 1, playerUuid: (await findUuid('Trainer00'))! });
});
afterAll(() => server.close());

async function findUuid(name: string) {
  const page = await get<ProgressPage>('/api/seasons/1/progress?q=' + name);
  return page.players[0]?.uuid;
}
async function get<T>(path: string, cookie?: string): Promise<T> {
  const res = await server.request(path, { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}
const names = (p: ProgressPage) => p.players.map((r) => r.name);

describe('season badge progress', () => {
  it('pages through every player, most badges first, then whoever got there first', async () => {
    const first = await get<ProgressPage>('/api/seasons/1/progress');
    expect(first.season).toEqual({ number: 1, name: 'Season 1', elements: [...GYMS] });
    expect(names(first)).toEqual(expected.slice(0, 25));
    expect(first.players[0]).toMatchObject({ badgeCount: 9, champion: true, earned: [...GYMS] });
    expect(first.players[1]).toMatchObject({ badgeCount: 9, champion: false, minecraftName: 'Trainer01' });
    const second = await get<ProgressPage>(`/api/seasons/1/progress?cursor=${first.nextCursor}`);
    expect(names(second)).toEqual(expected.slice(25));
    expect(second.nextCursor).toBeNull();
  });

  it('searches by any part of the name, ignoring case, with wildcards taken literally', async () => {
    expect(names(await get<ProgressPage>('/api/seasons/1/progress?q=ainer2'))).toEqual(
      expected.filter((n) => n.startsWith('Trainer2')),
    );
    expect(names(await get<ProgressPage>('/api/seasons/1/progress?q=TRAINER0'))).toHaveLength(10);
    expect(names(await get<ProgressPage>('/api/seasons/1/progress?q=_100'))).toEqual(['Odd_100pct']);
    expect(names(await get<ProgressPage>('/api/seasons/1/progress?q=%25'))).toEqual([]);
    const paged = await get<ProgressPage>('/api/seasons/1/progress?q=trainer');
    const rest = await get<ProgressPage>(`/api/seasons/1/progress?q=trainer&cursor=${paged.nextCursor}`);
    expect([...names(paged), ...names(rest)]).toEqual(expected.slice(0, 30));
  });

  it('answers bad input with 400 and the reason, and an unknown season with 404', async () => {
    const cases: [string, number, string][] = [
      ['/api/seasons/1/progress?q=a%00b', 400, 'Invalid input: q: The search must not contain NUL characters.'],
      [
        `/api/seasons/1/progress?q=${'x'.repeat(33)}`,
        400,
        'Invalid input: q: The search must be at most 32 characters.',
      ],
      [
        '/api/seasons/1/progress?cursor=9.1.nope',
        400,
        'Invalid input: cursor: The cursor is not one this list gave out.',
      ],
      ['/api/seasons/abc/progress', 400, 'Invalid input: number: The season must be a number.'],
      ['/api/seasons/99/progress', 404, 'There is no season 99.'],
    ];
    for (const [path, status, message] of cases) {
      const res = await server.request(path);
      expect(res.status, path).toBe(status);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(message);
    }
  });

  it('gives a signed-in player their own row, and tells an unlinked one they have none', async () => {
    expect((await server.request('/api/seasons/1/progress/me')).status).toBe(401);
    const me = await signInAs(server, 'player', 'Linked Trainer');
    const unlinked = await get<OwnProgress>('/api/seasons/1/progress/me', me.cookie);
    expect(unlinked).toEqual({ linked: false, row: null });
    const mc = await makeMinecraftAccount(server.deps.db, { name: 'LinkedOne', userId: me.id });
    expect(await get<OwnProgress>('/api/seasons/1/progress/me', me.cookie)).toEqual({ linked: true, row: null });
    await makeBadgeAward(server.deps.db, { season: 1, playerUuid: mc.uuid, element: 'water' });
    const own = await get<OwnProgress>('/api/seasons/1/progress/me', me.cookie);
    expect(own.row).toMatchObject({ name: 'LinkedOne', badgeCount: 1, earned: ['water'], champion: false });
  });
});
