import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAST_ADMIN_OTHER, LAST_ADMIN_SELF } from '../../src/domain/staff/users.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';
import { json, signInAs, type SignedIn } from './helpers.ts';

type Page<T> = { items: T[]; page: number; hasMore: boolean };
type Entry = {
  actorId: string;
  actorName: string | null;
  action: string;
  targetId: string;
  before: unknown;
  after: unknown;
};

let server: TestServer;
let admin: SignedIn;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signInAs(server, 'admin', 'Oak');
});
afterAll(() => server.close());

const setRole = (as: SignedIn, id: string, role: unknown) =>
  server.request(`/api/admin/users/${encodeURIComponent(id)}/role`, {
    method: 'PUT',
    cookie: as.cookie,
    json: { role },
  });

describe('roles', () => {
  it('a granted role holds from the next request, and a removed one is gone from the next request', async () => {
    const misty = await signInAs(server, 'player', 'Misty');
    expect((await server.request('/api/staff/overview', { cookie: misty.cookie })).status).toBe(403);
    const res = await setRole(admin, misty.id, 'staff');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: misty.id, name: 'Misty', role: 'staff' });
    expect((await server.request('/api/staff/overview', { cookie: misty.cookie })).status).toBe(200);
    expect((await setRole(admin, misty.id, 'player')).status).toBe(200);
    expect((await server.request('/api/staff/overview', { cookie: misty.cookie })).status).toBe(403);
  });

  it('records each change in the audit log with before and after', async () => {
    const brock = await signInAs(server, 'player', 'Brock');
    await setRole(admin, brock.id, 'staff');
    const page = await json<Page<Entry>>(
      await server.request(`/api/admin/audit?action=user.role&targetId=${brock.id}`, { cookie: admin.cookie }),
    );
    expect(page.items).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        actorName: 'Oak',
        action: 'user.role',
        targetId: brock.id,
        before: { name: 'Brock', role: 'player' },
        after: { name: 'Brock', role: 'staff' },
      }),
    ]);
  });

  it('the last admin cannot step down, nor be demoted', async () => {
    const self = await setRole(admin, admin.id, 'staff');
    expect(self.status).toBe(409);
    expect((await json<{ error: { message: string } }>(self)).error.message).toBe(LAST_ADMIN_SELF);
    const second = await signInAs(server, 'admin', 'Elm');
    expect((await setRole(second, admin.id, 'player')).status).toBe(200);
    const last = await setRole(admin, second.id, 'player');
    expect(last.status).toBe(403); // Oak is no longer an admin
    await server.deps.db.execute(sql`update "user" set role = 'staff' where id = ${second.id}`);
    await server.deps.db.execute(sql`update "user" set role = 'admin' where id = ${admin.id}`);
    const demoteLast = await setRole(second, admin.id, 'player');
    expect(demoteLast.status).toBe(403);
    const { rows } = await server.deps.db.execute<{ n: number }>(
      sql`select count(*)::int as n from "user" where role = 'admin'`,
    );
    expect(rows[0]!.n).toBe(1);
    await server.deps.db.execute(sql`update "user" set role = 'admin' where id = ${second.id}`);
    expect((await setRole(second, admin.id, 'player')).status).toBe(200);
    const refused = await setRole(second, second.id, 'player');
    expect(refused.status).toBe(409);
    expect((await json<{ error: { message: string } }>(refused)).error.message).toBe(LAST_ADMIN_SELF);
    await server.deps.db.execute(sql`update "user" set role = 'admin' where id = ${admin.id}`);
    const other = await setRole(admin, second.id, 'player');
    expect(other.status).toBe(200);
    const otherLast = await setRole(admin, admin.id, 'player');
    expect((await json<{ error: { message: string } }>(otherLast)).error.message).toBe(LAST_ADMIN_SELF);
    expect(LAST_ADMIN_OTHER).toMatch(/last admin/);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const ash = await signInAs(server, 'player', 'Ash');
    for (const role of ['superuser', '', 42, null, 'staff\u0000'])
      expect((await setRole(admin, ash.id, role)).status).toBe(400);
    expect((await setRole(admin, 'x\u0000y', 'staff')).status).toBe(400);
    expect((await setRole(admin, 'x'.repeat(200), 'staff')).status).toBe(400);
    expect((await setRole(admin, 'no-such-account', 'staff')).status).toBe(404);
    const { rows } = await server.deps.db.execute<{ role: string }>(sql`select role from "user" where id = ${ash.id}`);
    expect(rows[0]!.role).toBe('player');
  });
});

describe('the users screen', () => {
  it('searches by name or Discord id, and by role', async () => {
    const gary = await signInAs(server, 'staff', 'Gary Blue');
    const byName = await json<Page<{ id: string; role: string; discordId: string }>>(
      await server.request('/api/admin/users?q=gary', { cookie: admin.cookie }),
    );
    expect(byName.items.map((u) => [u.id, u.role])).toEqual([[gary.id, 'staff']]);
    const byDiscord = await json<Page<{ id: string }>>(
      await server.request(`/api/admin/users?q=${byName.items[0]!.discordId}`, { cookie: admin.cookie }),
    );
    expect(byDiscord.items.map((u) => u.id)).toEqual([gary.id]);
    const admins = await json<Page<{ role: string }>>(
      await server.request('/api/admin/users?role=admin', { cookie: admin.cookie }),
    );
    expect(admins.items.every((u) => u.role === 'admin')).toBe(true);
    const pct = await json<Page<unknown>>(await server.request('/api/admin/users?q=%25', { cookie: admin.cookie }));
    expect(pct.items).toEqual([]);
  });

  it('refuses bad queries with 400', async () => {
    for (const q of ['page=0', 'page=abc', 'page=99999', 'role=king', `q=${'x'.repeat(101)}`, 'q=a%00b'])
      expect((await server.request(`/api/admin/users?${q}`, { cookie: admin.cookie })).status, q).toBe(400);
  });
});

describe('the audit log', () => {
  it('cannot be changed or emptied, even directly in the database', async () => {
    await server.deps.db.execute(
      sql`insert into audit_log (actor_id, action, target_table, target_id) values ('x', 'test.append', 't', '1')`,
    );
    const refused = (q: ReturnType<typeof sql>) =>
      server.deps.db.execute(q).then(
        () => 'allowed',
        (err: { cause?: Error }) => err.cause?.message,
      );
    expect(await refused(sql`update audit_log set action = 'forged'`)).toMatch(/append-only: UPDATE/);
    expect(await refused(sql`delete from audit_log`)).toMatch(/append-only: DELETE/);
    expect(await refused(sql`truncate audit_log`)).toMatch(/append-only: TRUNCATE/);
    const { rows } = await server.deps.db.execute<{ action: string }>(
      sql`select action from audit_log where actor_id = 'x'`,
    );
    expect(rows).toEqual([{ action: 'test.append' }]);
  });

  it('has no route that writes it', async () => {
    const doc = await json<{ paths: Record<string, Record<string, unknown>> }>(
      await server.request('/api/openapi.json'),
    );
    const auditPaths = Object.entries(doc.paths).filter(([p]) => p.includes('audit'));
    expect(auditPaths.length).toBeGreaterThan(0);
    for (const [, methods] of auditPaths) expect(Object.keys(methods)).toEqual(['get']);
  });

  it('filters by actor name, action and date range, newest first', async () => {
    const erika = await signInAs(server, 'player', 'Erika');
    await setRole(admin, erika.id, 'staff');
    await setRole(admin, erika.id, 'admin');
    const page = await json<Page<Entry & { createdAt: string }>>(
      await server.request(`/api/admin/audit?actor=Oak&targetId=${erika.id}`, { cookie: admin.cookie }),
    );
    expect(page.items.map((e) => e.after)).toEqual([
      { name: 'Erika', role: 'admin' },
      { name: 'Erika', role: 'staff' },
    ]);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const none = await json<Page<Entry>>(
      await server.request(`/api/admin/audit?from=${encodeURIComponent(future)}`, { cookie: admin.cookie }),
    );
    expect(none.items).toEqual([]);
  });

  it('refuses bad filters with 400', async () => {
    for (const q of [
      'from=yesterday',
      'from=2019-01-01T00:00:00Z',
      'to=3026-01-01T00:00:00Z',
      'from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z',
      `action=${'a'.repeat(65)}`,
      'actor=a%00',
      'page=-1',
    ])
      expect((await server.request(`/api/admin/audit?${q}`, { cookie: admin.cookie })).status, q).toBe(400);
  });
});
