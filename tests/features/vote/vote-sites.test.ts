import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VoteSites } from '../../../src/domain/vote/sites.ts';
import { auditLog, voteSites } from '../../../src/server/db/schema/index.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { json, signInAs, type SignedIn } from '../../staff/helpers.ts';
import { publicSitesUntil, site } from './helpers.ts';

let server: TestServer;
let staff: SignedIn;
let player: SignedIn;
beforeAll(async () => {
  server = await startTestServer();
  staff = await signInAs(server, 'staff', 'Vote Keeper');
  player = await signInAs(server, 'player', 'Vote Voter');
});
afterAll(() => server.close());

const send = (path: string, method: string, body?: unknown, cookie = staff.cookie) =>
  server.request(path === '/order' ? '/api/staff/vote-site-order' : `/api/staff/vote-sites${path}`, {
    method,
    cookie,
    json: body,
  });
const names = (s: VoteSites['sites']) => s.map((x) => x.name);
const auditOf = (id: string) =>
  server.deps.db
    .select({ action: auditLog.action, actor: auditLog.actorId, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(eq(auditLog.targetId, id))
    .orderBy(auditLog.id);

describe('the vote sites', () => {
  it('are public to everybody, signed in or not, and empty until staff configure one', async () => {
    expect(await publicSitesUntil(server, () => true)).toEqual([]);
    const res = await server.request('/api/vote-sites', { cookie: player.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ sites: [] });
  });

  it('are changed by staff only: 401 signed out, 403 for a player, and nothing written', async () => {
    for (const [cookie, status] of [
      [undefined, 401],
      [player.cookie, 403],
    ] as const) {
      expect((await server.request('/api/staff/vote-sites', { method: 'POST', cookie, json: site('x') })).status).toBe(
        status,
      );
      const anyId = '00000000-0000-4000-8000-000000000000';
      expect((await server.request(`/api/staff/vote-sites/${anyId}`, { method: 'DELETE', cookie })).status).toBe(
        status,
      );
      expect(
        (await server.request('/api/staff/vote-site-order', { method: 'PUT', cookie, json: { ids: [] } })).status,
      ).toBe(status);
    }
    expect(await server.deps.db.select().from(voteSites)).toEqual([]);
  });

  it('staff add, edit, reorder and remove; the page follows and every change is audited', async () => {
    let res = await send('', 'POST', site(1));
    expect(res.status).toBe(201);
    await send('', 'POST', site(2, { rewardNote: '' }));
    res = await send('', 'POST', { ...site(3), id: 'ignored', position: 99 });
    const added = (await json<VoteSites>(res)).sites;
    expect(added).toEqual([
      expect.objectContaining(site(1)),
      expect.objectContaining({ ...site(2), rewardNote: null }),
      expect.objectContaining(site(3)),
    ]);
    await publicSitesUntil(server, (s) => s.length === 3);
    const [one, two, three] = added.map((s) => s.id) as [string, string, string];

    res = await send(`/${two}`, 'PUT', site(2, { name: 'TopG', url: 'https://topg.org/server-cobble-league' }));
    expect(res.status).toBe(200);
    res = await send('/order', 'PUT', { ids: [three, one, two] });
    expect(res.status).toBe(200);
    expect(names((await json<VoteSites>(res)).sites)).toEqual(['List 3', 'List 1', 'TopG']);
    const shown = await publicSitesUntil(server, (s) => names(s).join() === 'List 3,List 1,TopG');
    expect(shown[2]).toEqual({
      id: two,
      name: 'TopG',
      url: 'https://topg.org/server-cobble-league',
      rewardNote: '1 vote key per vote',
    });

    res = await send(`/${one}`, 'DELETE');
    expect(res.status).toBe(200);
    expect(names((await json<VoteSites>(res)).sites)).toEqual(['List 3', 'TopG']);
    await publicSitesUntil(server, (s) => names(s).join() === 'List 3,TopG');

    expect(await auditOf(one)).toEqual([
      { action: 'vote_site.create', actor: staff.id, before: null, after: expect.objectContaining(site(1)) },
      { action: 'vote_site.delete', actor: staff.id, before: expect.objectContaining(site(1)), after: null },
    ]);
    expect(await auditOf(two)).toEqual([
      expect.objectContaining({ action: 'vote_site.create' }),
      expect.objectContaining({
        action: 'vote_site.update',
        before: expect.objectContaining({ name: 'List 2' }),
        after: expect.objectContaining({ name: 'TopG' }),
      }),
    ]);
    expect(await auditOf('order')).toEqual([
      { action: 'vote_site.reorder', actor: staff.id, before: [one, two, three], after: [three, one, two] },
    ]);
  });

  it('a removed or unknown site is 404, and a stale order is refused with nothing changed', async () => {
    const sites = await publicSitesUntil(server, (s) => s.length === 2);
    const gone = '00000000-0000-4000-8000-000000000000';
    for (const res of [await send(`/${gone}`, 'PUT', site(9)), await send(`/${gone}`, 'DELETE')]) {
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: { message: 'No vote site has this id.' } });
    }
    for (const ids of [sites.slice(1).map((s) => s.id), [...sites.map((s) => s.id), sites[0]!.id], [gone]]) {
      const res = await send('/order', 'PUT', { ids });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        error: { message: 'The order must list every vote site exactly once.' },
      });
    }
    expect(names(await publicSitesUntil(server, () => true))).toEqual(names(sites));
  });
});
