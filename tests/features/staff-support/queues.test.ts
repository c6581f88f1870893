import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, deliveryActions, supportTickets } from '../../../src/server/db/schema/index.ts';
import { makeMinecraftAccount } from '../../../src/server/db/seed/factories.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { gameClient } from '../../game-api/helpers.ts';
import { json, signInAs, type SignedIn } from '../../staff/helpers.ts';
import { makeAppeal, makeTicket } from './fixtures.ts';

let server: TestServer;
let staff: SignedIn;
let player: SignedIn;
beforeAll(async () => {
  server = await startTestServer();
  staff = await signInAs(server, 'staff', 'Helper');
  player = await signInAs(server, 'player', 'Filer');
});
afterAll(() => server.close());

const call = (method: string, path: string, body?: unknown) =>
  server.request(`/api/staff/queues/${path}`, { method, cookie: staff.cookie, ...(body ? { json: body } : {}) });

describe('support queues', () => {
  it('lists, filters, assigns, replies; the player sees the reply, never the note', async () => {
    const t = await makeTicket(server.deps.db, player.id, 'Lag on spawn');
    const found = await json<{ items: { id: string }[] }>(await call('GET', 'tickets?q=lag%20on&status=open'));
    expect(found.items.map((i) => i.id)).toEqual([t.id]);
    expect((await call('PATCH', `tickets/${t.id}`, { status: 'in_progress', assigneeId: staff.id })).status).toBe(200);
    const mine = await json<{ items: { assigneeName: string }[] }>(await call('GET', 'tickets?assignee=me'));
    expect(mine.items[0]!.assigneeName).toBe('Helper');
    expect((await call('POST', `tickets/${t.id}/messages`, { kind: 'note', body: 'Internal only' })).status).toBe(201);
    expect((await call('POST', `tickets/${t.id}/messages`, { kind: 'reply', body: 'Try again now' })).status).toBe(201);
    const detail = await json<{ messages: { kind: string; body: string }[] }>(await call('GET', `tickets/${t.id}`));
    // The status change is in the thread too, so both sides see when and by whom.
    expect(detail.messages.map((m) => [m.kind, m.body])).toEqual([
      ['status', 'in_progress'],
      ['note', 'Internal only'],
      ['reply', 'Try again now'],
    ]);
    const own = await json<{ items: { replies: { body: string }[] }[] }>(
      await server.request('/api/my-requests', { cookie: player.cookie }),
    );
    expect(own.items[0]!.replies.map((r) => r.body)).toEqual(['Try again now']);
    const actions = await server.deps.db
      .select({ a: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, t.id))
      .orderBy(auditLog.id);
    expect(actions.map((a) => a.a)).toEqual(['tickets.update', 'tickets.note', 'tickets.reply']);
  });

  it('refuses bad queues, ids, filters and bodies with 400', async () => {
    const t = await makeTicket(server.deps.db, player.id);
    for (const [m, p, b] of [
      ['GET', 'nope'],
      ['GET', 'tickets?status=closed'],
      ['GET', `tickets?q=${'x'.repeat(101)}`],
      ['GET', 'tickets/not-a-uuid'],
      ['PATCH', `tickets/${t.id}`, {}],
      ['PATCH', `tickets/${t.id}`, { status: 'done' }],
      ['PATCH', `tickets/${t.id}`, { assigneeId: player.id }],
      ['POST', `tickets/${t.id}/messages`, { kind: 'shout', body: 'x' }],
      ['POST', `tickets/${t.id}/messages`, { kind: 'reply', body: '' }],
      ['POST', `tickets/${t.id}/messages`, { kind: 'reply', body: 'a\u0000' }],
      ['POST', `tickets/${t.id}/game-action`, { kind: 'pardon', reason: 'x' }],
      ['POST', `appeals/${t.id}/game-action`, { kind: 'ban', reason: 'x', durationMinutes: -1 }],
    ] as [string, string, unknown?][])
      expect([m, p, (await call(m, p, b)).status]).toEqual([m, p, 400]);
    expect((await call('GET', `bugs/${t.id}`)).status).toBe(404);
    const [row] = await server.deps.db.select().from(supportTickets).where(eq(supportTickets.id, t.id));
    expect(row!.status).toBe('open');
  });

  it('an accepted ban appeal queues a pardon for the game server', async () => {
    const mc = await makeMinecraftAccount(server.deps.db, { name: 'Banned_Bob' });
    const appeal = await makeAppeal(server.deps.db, player.id, 'banned_bob');
    const res = await call('POST', `appeals/${appeal.id}/game-action`, { kind: 'pardon', reason: 'Appeal accepted' });
    expect(res.status).toBe(201);
    const { deliveryId } = await json<{ deliveryId: string }>(res);
    const [action] = await server.deps.db.select().from(deliveryActions).where(eq(deliveryActions.id, deliveryId));
    expect(action).toMatchObject({ kind: 'pardon', playerUuid: mc.uuid, status: 'pending' });
    const detail = await json<{ item: { status: string } }>(await call('GET', `appeals/${appeal.id}`));
    expect(detail.item.status).toBe('resolved');
    // The game server leases it with its key, as the mod does.
    const game = await gameClient(server);
    const lease = await game.call('GET', `/deliveries?limit=100&online=${mc.uuid}`);
    expect(lease.status).toBe(200);
    const leased = (lease.body.actions as { id: string; kind: string; payload: { reason: string } }[]).find(
      (a) => a.id === deliveryId,
    );
    expect(leased).toMatchObject({ kind: 'pardon', payload: { reason: 'Appeal accepted' } });
  });
});
