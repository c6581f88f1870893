import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, deliveryActions, supportTickets, waitlist } from '../../src/server/db/schema/index.ts';
import { makeMinecraftAccount, makeUser } from '../../src/server/db/seed/factories.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';
import { json, signInAs, type SignedIn } from './helpers.ts';

let server: TestServer;
let staff: SignedIn;
beforeAll(async () => {
  server = await startTestServer();
  staff = await signInAs(server, 'staff', 'Operator');
});
afterAll(() => server.close());

const call = (path: string, init: { method?: string; json?: unknown } = {}) =>
  server.request(path, { ...init, cookie: staff.cookie });
const actions = async (targetId: string) =>
  (await server.deps.db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(auditLog.id)).map(
    (e) => e.action,
  );
const gyms = (key: string) => fetch(`${server.url}/api/game/v1/gyms`, { headers: { authorization: `Bearer ${key}` } });

describe('game server keys', () => {
  it('shows a new key once, lists it without the key, and a revoked key is refused', async () => {
    const res = await call('/api/staff/game-keys', { method: 'POST', json: { name: 'Survival' } });
    expect(res.status).toBe(201);
    const created = await json<{ id: string; key: string; prefix: string }>(res);
    expect(created.key.startsWith(created.prefix)).toBe(true);
    expect((await gyms(created.key)).status).toBe(200);
    const list = await json<{ keys: { id: string; lastUsedAt: string | null }[] }>(await call('/api/staff/game-keys'));
    expect(JSON.stringify(list)).not.toContain(created.key);
    expect(list.keys.find((k) => k.id === created.id)?.lastUsedAt).not.toBeNull();
    expect((await call(`/api/staff/game-keys/${created.id}/revoke`, { method: 'POST' })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 2_100)); // the key's trust cache
    expect((await gyms(created.key)).status).toBe(401);
    expect(await actions(created.id)).toEqual(['game_key.create', 'game_key.revoke']);
    expect(JSON.stringify(await server.deps.db.select().from(auditLog))).not.toContain(created.key);
  });

  it('refuses bad input', async () => {
    for (const body of [{}, { name: '' }, { name: 'x'.repeat(101) }, { name: 'a\u0000b' }, { name: 5 }])
      expect((await call('/api/staff/game-keys', { method: 'POST', json: body })).status).toBe(400);
    expect((await call('/api/staff/game-keys/nope/revoke', { method: 'POST' })).status).toBe(400);
    expect((await call(`/api/staff/game-keys/${randomUUID()}/revoke`, { method: 'POST' })).status).toBe(404);
  });
});

describe('the delivery queue', () => {
  it('shows a player’s actions by name, retries a failed one and cancels a pending one', async () => {
    const mc = await makeMinecraftAccount(server.deps.db, { name: 'Deliveree' });
    const [failed, pending] = await server.deps.db
      .insert(deliveryActions)
      .values([
        {
          playerUuid: mc.uuid,
          kind: 'crate_keys',
          payload: { crate: 'rare', quantity: 1 },
          status: 'failed',
          lastError: 'offline',
        },
        { playerUuid: mc.uuid, kind: 'gym_tokens', payload: { quantity: 1 }, status: 'pending' },
      ])
      .returning();
    const page = await json<{ playerUuid: string; items: { id: string; player_name: string }[] }>(
      await call('/api/staff/players/deliveree/deliveries'),
    );
    expect(page.playerUuid).toBe(mc.uuid);
    expect(page.items.map((a) => a.id)).toEqual([pending!.id, failed!.id]);
    // The server names the player, so the screen need not ask per row.
    expect(page.items.map((a) => a.player_name)).toEqual([mc.name, mc.name]);

    const retried = await call(`/api/staff/deliveries/${failed!.id}/retry`, { method: 'POST' });
    expect((await json<{ status: string }>(retried)).status).toBe('pending');
    expect((await call(`/api/staff/deliveries/${pending!.id}/cancel`, { method: 'POST' })).status).toBe(200);
    const rows = await server.deps.db.select().from(deliveryActions).where(eq(deliveryActions.playerUuid, mc.uuid));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({
      [failed!.id]: 'pending',
      [pending!.id]: 'cancelled',
    });
    expect(await actions(failed!.id)).toEqual(['delivery.retry']);
    expect(await actions(pending!.id)).toEqual(['delivery.cancel']);

    // Only a failed action is retried and only a pending one cancelled.
    expect((await call(`/api/staff/deliveries/${pending!.id}/retry`, { method: 'POST' })).status).toBe(409);
    expect((await call(`/api/staff/deliveries/${pending!.id}/cancel`, { method: 'POST' })).status).toBe(409);
  });

  it('refuses bad input', async () => {
    expect((await call('/api/staff/deliveries/xyz/retry', { method: 'POST' })).status).toBe(400);
    expect((await call(`/api/staff/deliveries/${randomUUID()}/cancel`, { method: 'POST' })).status).toBe(404);
    expect((await call(`/api/staff/players/${'x'.repeat(65)}/deliveries`)).status).toBe(400);
    expect((await call('/api/staff/players/a%00b/deliveries')).status).toBe(400);
    expect((await call('/api/staff/players/NoSuchPlayer/deliveries')).status).toBe(404);
    expect((await call(`/api/staff/players/${randomUUID()}/deliveries?page=0`)).status).toBe(400);
  });
});

describe('the alpha waitlist', () => {
  it('pages newest first, searches, and exports CSV (audited)', async () => {
    for (const name of ['Alpha One', 'Alpha Two', '=Formula']) {
      const u = await makeUser(server.deps.db);
      await server.deps.db.insert(waitlist).values({
        userId: u.id,
        playerName: name,
        email: `${name.replace(/\W/g, '').toLowerCase()}@example.test`,
        discordUsername: 'd',
        whyJoin: 'fun, "really"',
        mostExcitedFeature: 'gyms',
        communityEnhancement: 'events',
      });
    }
    const page = await json<{ items: { playerName: string }[] }>(await call('/api/staff/waitlist?q=alpha'));
    expect(page.items.map((w) => w.playerName)).toEqual(['Alpha Two', 'Alpha One']);
    const csv = await call('/api/staff/waitlist.csv');
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toContain('alpha-waitlist.csv');
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain('Alpha One,alphaone@example.test,d,,"fun, ""really""",gyms,events,');
    expect(lines[3]).toMatch(/^'=Formula,/);
    expect(await actions('*')).toEqual(['waitlist.export']);
  });

  it('refuses bad queries', async () => {
    for (const q of ['page=0', 'page=x', `q=${'x'.repeat(101)}`, 'q=%00'])
      expect((await call(`/api/staff/waitlist?${q}`)).status, q).toBe(400);
  });
});

describe('the overview', () => {
  it('counts open items per queue and today’s activity, and lists the newest', async () => {
    const before = await json<{ open: Record<string, number>; today: Record<string, number> }>(
      await call('/api/staff/overview'),
    );
    const u = await makeUser(server.deps.db);
    await server.deps.db.insert(supportTickets).values([
      { userId: u.id, email: 'a@example.test', subject: 'Lost my rank', category: 'general', message: 'help' },
      {
        userId: u.id,
        email: 'a@example.test',
        subject: 'Done already',
        category: 'general',
        message: 'x',
        status: 'resolved',
      },
    ]);
    const after = await json<{
      open: Record<string, number>;
      newest: { queue: string; title: string }[];
      today: Record<string, number>;
    }>(await call('/api/staff/overview'));
    expect(after.open.tickets).toBe(before.open.tickets! + 1);
    expect(after.today.submissions).toBe(before.today.submissions! + 2);
    expect(after.newest[0]).toMatchObject({ queue: 'tickets', title: 'Lost my rank' });
    const { rows } = await server.deps.db.execute<{ n: number }>(
      sql`select count(*)::int as n from audit_log where created_at >= date_trunc('day', now() at time zone 'utc') at time zone 'utc'`,
    );
    expect(after.today.auditEntries).toBe(rows[0]!.n);
  });
});
