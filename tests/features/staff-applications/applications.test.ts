import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ELEMENT_TAKEN } from '../../../src/domain/requests/applications.ts';
import { auditLog, gymLeaderApplications, gymLeaders } from '../../../src/server/db/schema/index.ts';
import { makeGymLeader } from '../../../src/server/db/seed/factories.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { json, signInAs, type SignedIn } from '../../staff/helpers.ts';
import { makeApplication } from './fixtures.ts';

let server: TestServer;
let staff: SignedIn;
let applicant: SignedIn;
beforeAll(async () => {
  server = await startTestServer();
  staff = await signInAs(server, 'staff', 'Reviewer');
  applicant = await signInAs(server, 'player', 'Applicant');
});
afterAll(() => server.close());

const post = (path: string, body: unknown = {}) =>
  server.request(`/api/staff/applications${path}`, { method: 'POST', cookie: staff.cookie, json: body });
const directory = async () =>
  json<{ leaders: { displayName: string; element: string }[]; openElements: string[] }>(
    await server.request('/api/gym-leaders'),
  );

describe('staff review of gym leader applications', () => {
  it('lists by status and element and shows the whole application', async () => {
    const app = await makeApplication(server.deps.db, applicant.id, { gymPrimary: 'dragon' });
    const list = await json<{ items: { id: string }[] }>(
      await server.request('/api/staff/applications?status=submitted&element=dragon', { cookie: staff.cookie }),
    );
    expect(list.items.map((i) => i.id)).toContain(app.id);
    const none = await json<{ items: unknown[] }>(
      await server.request('/api/staff/applications?element=fairy&status=accepted', { cookie: staff.cookie }),
    );
    expect(none.items).toEqual([]);
    const detail = await json<{ fields: Record<string, unknown> }>(
      await server.request(`/api/staff/applications/${app.id}`, { cookie: staff.cookie }),
    );
    expect(detail.fields.whyJoin).toBe('Fun');
    await server.deps.db.delete(gymLeaderApplications).where(eq(gymLeaderApplications.id, app.id));
  });

  it('refuses bad filters, ids and bodies with 400', async () => {
    for (const q of ['status=maybe', 'element=wood', 'page=0', 'page=abc'])
      expect((await server.request(`/api/staff/applications?${q}`, { cookie: staff.cookie })).status).toBe(400);
    expect((await server.request('/api/staff/applications/not-a-uuid', { cookie: staff.cookie })).status).toBe(400);
    const app = await makeApplication(server.deps.db, applicant.id);
    expect((await post(`/${app.id}/accept`, { element: 'wood' })).status).toBe(400);
    expect((await post(`/${app.id}/accept`, { element: 'ice', replace: 'yes' })).status).toBe(400);
    expect((await post(`/${app.id}/reject`, { note: '' })).status).toBe(400);
    expect((await post(`/${app.id}/reject`, { note: 'a\u0000b' })).status).toBe(400);
    expect((await post(`/${app.id}/reject`, { note: 'x'.repeat(2001) })).status).toBe(400);
    expect((await post('/00000000-0000-4000-8000-000000000000/review')).status).toBe(404);
    await server.deps.db.delete(gymLeaderApplications).where(eq(gymLeaderApplications.id, app.id));
  });

  it('accepts: the leader appears on /gym-leaders and the element leaves the open positions; a taken element asks first', async () => {
    const app = await makeApplication(server.deps.db, applicant.id, { gymPrimary: 'ice' });
    const old = await makeGymLeader(server.deps.db, { element: 'ice', displayName: 'Pryce' });
    expect((await post(`/${app.id}/review`)).status).toBe(200);
    const refused = await post(`/${app.id}/accept`, { element: 'ice' });
    expect(refused.status).toBe(409);
    expect(await json(refused)).toEqual({
      error: { code: 'conflict', message: ELEMENT_TAKEN, reason: 'element_taken' },
    });
    expect((await post(`/${app.id}/accept`, { element: 'ice', replace: true })).status).toBe(200);
    const [active] = await server.deps.db
      .select()
      .from(gymLeaders)
      .where(and(eq(gymLeaders.element, 'ice'), eq(gymLeaders.active, true)));
    expect(active!.userId).toBe(applicant.id);
    const [gone] = await server.deps.db.select().from(gymLeaders).where(eq(gymLeaders.id, old.id));
    expect(gone!.active).toBe(false);
    for (let i = 0; i < 50; i++) {
      const d = await directory();
      if (d.leaders.some((l) => l.displayName === 'Applicant') && !d.leaders.some((l) => l.displayName === 'Pryce')) {
        expect(d.openElements).not.toContain('ice');
        break;
      }
      if (i === 49) expect.fail('the directory never showed the new leader');
      await new Promise((r) => setTimeout(r, 100));
    }
    const late = await post(`/${app.id}/accept`, { element: 'ice' });
    expect(late.status).toBe(409);
    // Already decided is another 409, without the reason that offers to replace a leader.
    expect(await json(late)).toEqual({ error: { code: 'conflict', message: 'This application is already accepted.' } });
    expect((await post(`/${app.id}/reject`, { note: 'late' })).status).toBe(409);
    const actions = await server.deps.db
      .select({ a: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.actorId, staff.id));
    expect(actions.map((a) => a.a)).toEqual(
      expect.arrayContaining(['application.review', 'gym_leader.deactivate', 'application.accept']),
    );
  });

  it('rejects with a note the applicant reads on My requests', async () => {
    const other = await signInAs(server, 'player', 'Hopeful');
    const app = await makeApplication(server.deps.db, other.id, { gymPrimary: 'bug' });
    expect((await post(`/${app.id}/reject`, { note: 'Not this season, sorry.' })).status).toBe(200);
    const mine = await json<{
      items: { kind: string; status: string; unread: boolean; replies: { body: string }[] }[];
    }>(await server.request('/api/my-requests', { cookie: other.cookie }));
    expect(mine.items[0]).toMatchObject({ kind: 'application', status: 'rejected', unread: true });
    expect(mine.items[0]!.replies.map((r) => r.body)).toEqual(['Not this season, sorry.']);
    expect(await json(await server.request('/api/my-requests/unread', { cookie: other.cookie }))).toEqual({
      unread: 1,
    });
    const read = await server.request(`/api/my-requests/application/${app.id}/read`, {
      method: 'POST',
      cookie: other.cookie,
    });
    expect(read.status).toBe(200);
    expect(await json(await server.request('/api/my-requests/unread', { cookie: other.cookie }))).toEqual({
      unread: 0,
    });
    // Someone else's request cannot be marked.
    const foreign = await server.request(`/api/my-requests/application/${app.id}/read`, {
      method: 'POST',
      cookie: staff.cookie,
    });
    expect(foreign.status).toBe(404);
  });
});
