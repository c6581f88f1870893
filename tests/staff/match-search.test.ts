import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FoundMatch } from '../../src/domain/staff/match-search.ts';
import type { Paged } from '../../src/domain/staff/paging.ts';
import { makeMatch, makeMinecraftAccount } from '../../src/server/db/seed/factories.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';
import { json, signInAs, type SignedIn } from './helpers.ts';

let server: TestServer;
let staff: SignedIn;
beforeAll(async () => {
  server = await startTestServer();
  staff = await signInAs(server, 'staff', 'Match Finder');
  const db = server.deps.db;
  const [misty, brock, ash] = await Promise.all(
    ['MistyWaves', 'BrockSolid', 'AshK'].map((name) => makeMinecraftAccount(db, { name })),
  );
  // Started at league (EST) times: Nov 1 23:30 EST is Nov 2 04:30 UTC.
  await makeMatch(db, {
    id: 'm-nov1-late',
    leaderUuid: misty!.uuid,
    challengerUuid: ash!.uuid,
    startedAt: new Date('2025-11-02T04:30:00Z'),
  });
  await makeMatch(db, {
    id: 'm-nov2',
    leaderUuid: brock!.uuid,
    challengerUuid: misty!.uuid,
    startedAt: new Date('2025-11-02T18:00:00Z'),
  });
  await makeMatch(db, {
    id: 'm-nov5',
    leaderUuid: brock!.uuid,
    challengerUuid: ash!.uuid,
    startedAt: new Date('2025-11-05T18:00:00Z'),
  });
});
afterAll(() => server.close());

const search = (query: string, cookie = staff.cookie) => server.request(`/api/staff/matches?${query}`, { cookie });
const ids = async (query: string) => (await json<Paged<FoundMatch>>(await search(query))).items.map((m) => m.id);

describe('staff search matches', () => {
  it('by any part of either player name, newest first, with both names', async () => {
    expect(await ids('player=misty')).toEqual(['m-nov2', 'm-nov1-late']);
    const [found] = (await json<Paged<FoundMatch>>(await search('player=ash&page=1'))).items;
    expect(found).toMatchObject({ id: 'm-nov5', leader: { name: 'BrockSolid' }, challenger: { name: 'AshK' } });
  });

  it('by league days (EST), alone or with a player', async () => {
    expect(await ids('from=2025-11-01&to=2025-11-01')).toEqual(['m-nov1-late']);
    expect(await ids('player=brock&from=2025-11-02&to=2025-11-04')).toEqual(['m-nov2']);
    expect(await ids('player=nobody')).toEqual([]);
  });

  it('refuses a bad range with a clear message, and anyone but staff', async () => {
    const res = await search('from=2025-11-05&to=2025-11-01');
    expect(res.status).toBe(400);
    expect((await json<{ error: { fields: Record<string, string> } }>(res)).error.fields.to).toBe(
      'The start date must be on or before the end date.',
    );
    expect((await search('from=yesterday')).status).toBe(400);
    const player = await signInAs(server, 'player', 'Match Peeker');
    expect((await search('player=misty', player.cookie)).status).toBe(403);
    expect((await server.request('/api/staff/matches')).status).toBe(401);
  });
});
