import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../src/server/db/seed/factories.ts';
import { purchases } from '../../src/server/db/schema/index.ts';
import { enqueueDeliveries } from '../../src/server/deliveries/delivery-queue.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';
import { gameClient, player, rows, signedInUser, type GameClient } from './helpers.ts';

let server: TestServer;
let game: GameClient;
beforeAll(async () => {
  server = await startTestServer();
  game = await gameClient(server);
});
afterAll(() => server.close());

const lease = (query = '') => game.call('GET', `/deliveries${query}`);
const ack = (acks: { id: string; status: 'done' | 'failed'; error?: string }[]) =>
  game.call('POST', '/deliveries/ack', { acks });
/** Clears the queue between tests: every test starts from an empty queue. */
const drain = () => server.deps.db.execute(sql`delete from delivery_actions`);

async function purchase(mc = player()) {
  const buyer = await makeUser(server.deps.db);
  const [row] = await server.deps.db
    .insert(purchases)
    .values({
      userId: buyer.id,
      totalAmountCents: 1299,
      minecraftUuid: mc.uuid,
      minecraftUsername: mc.name,
      status: 'completed',
    })
    .returning();
  return row!;
}

describe('the delivery queue', () => {
  it('hands out typed actions, then never again once acknowledged', async () => {
    await drain();
    const p = player();
    const bought = await purchase(p);
    const until = '2030-01-01T00:00:00.000Z';
    const ids = await enqueueDeliveries(server.deps.db, [
      { kind: 'grant_rank', playerUuid: p.uuid, payload: { rank: 'elite', until }, purchaseId: bought.id },
      { kind: 'crate_keys', playerUuid: p.uuid, payload: { crate: 'cosmetic', quantity: 3 }, purchaseId: bought.id },
      { kind: 'gym_tokens', playerUuid: null, payload: { quantity: 1 }, purchaseId: bought.id },
    ]);
    const res = await lease('?limit=10');
    expect(res.status).toBe(200);
    expect(res.body.lease_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(res.body.lease_expires_at) - Date.now()).toBeGreaterThan(50_000);
    expect(res.body.actions).toEqual([
      {
        id: ids[0],
        kind: 'grant_rank',
        player_uuid: p.uuid,
        requires_online: false,
        payload: { rank: 'elite', until },
        purchase_id: bought.id,
        attempt: 1,
        created_at: expect.any(String),
      },
      expect.objectContaining({
        id: ids[1],
        kind: 'crate_keys',
        requires_online: true,
        payload: { crate: 'cosmetic', quantity: 3 },
      }),
      expect.objectContaining({ id: ids[2], kind: 'gym_tokens', player_uuid: null, requires_online: false }),
    ]);
    // Leased: nobody else gets them while the lease runs.
    expect((await lease()).body.actions).toEqual([]);

    const acked = await ack([
      { id: ids[0]!, status: 'done' },
      { id: ids[1]!, status: 'failed', error: 'inventory full' },
    ]);
    expect(acked.body.results).toEqual([
      { id: ids[0], outcome: 'acknowledged', status: 'done' },
      { id: ids[1], outcome: 'acknowledged', status: 'failed' },
    ]);
    const again = await ack([
      { id: ids[0]!, status: 'failed' },
      { id: '00000000-0000-4000-8000-000000000000', status: 'done' },
    ]);
    expect(again.body.results).toEqual([
      { id: ids[0], outcome: 'already_acknowledged', status: 'done' },
      { id: '00000000-0000-4000-8000-000000000000', outcome: 'not_found', status: null },
    ]);
    const [failed] = await rows(
      server,
      sql`select status, last_error, acknowledged_at from delivery_actions where id = ${ids[1]}`,
    );
    expect(failed).toMatchObject({ status: 'failed', last_error: 'inventory full' });

    // Let the third lease run out: it is offered again; the acknowledged ones never are.
    await server.deps.db.execute(
      sql`update delivery_actions set lease_expires_at = now() - interval '1 second' where status = 'leased'`,
    );
    const retry = await lease();
    expect(retry.body.actions.map((a: { id: string; attempt: number }) => [a.id, a.attempt])).toEqual([[ids[2], 2]]);
    await ack([{ id: ids[2]!, status: 'done' }]);
    await server.deps.db.execute(sql`update delivery_actions set lease_expires_at = now() - interval '1 second'`);
    expect((await lease()).body.actions).toEqual([]);
  });

  it("shows staff each purchase's delivery state", async () => {
    await drain();
    const p = player();
    const bought = await purchase(p);
    const [a, b] = await enqueueDeliveries(server.deps.db, [
      { kind: 'battle_pass', playerUuid: p.uuid, payload: { season: 1 }, purchaseId: bought.id },
      {
        kind: 'boost',
        playerUuid: p.uuid,
        payload: { boost: 'shiny', multiplier: 5, minutes: 30 },
        purchaseId: bought.id,
      },
    ]);
    const staff = await signedInUser(server, 'Officer Jenny', 'staff');
    const state = async () =>
      (await server.request(`/api/staff/purchases/${bought.id}/deliveries`, { cookie: staff.cookie })).json();
    expect(await state()).toMatchObject({
      purchase_id: bought.id,
      purchase_status: 'completed',
      delivery_state: 'pending',
      actions: [
        { id: a, status: 'pending' },
        { id: b, status: 'pending' },
      ],
    });
    await lease();
    await ack([{ id: a!, status: 'done' }]);
    expect(await state()).toMatchObject({
      delivery_state: 'in_progress',
      actions: [{ status: 'done', attempts: 1 }, { status: 'leased' }],
    });
    await ack([{ id: b!, status: 'failed', error: 'boost plugin offline' }]);
    expect(await state()).toMatchObject({
      delivery_state: 'failed',
      actions: [{ status: 'done' }, { status: 'failed', last_error: 'boost plugin offline' }],
    });
    const failed = await (await server.request('/api/staff/deliveries?status=failed', { cookie: staff.cookie })).json();
    expect(failed.actions.map((x: { id: string }) => x.id)).toContain(b);

    const player_ = await signedInUser(server, 'Nosy');
    expect(
      (await server.request(`/api/staff/purchases/${bought.id}/deliveries`, { cookie: player_.cookie })).status,
    ).toBe(403);
    expect((await server.request(`/api/staff/purchases/${bought.id}/deliveries`)).status).toBe(401);
    expect(
      (await server.request(`/api/staff/purchases/${crypto.randomUUID()}/deliveries`, { cookie: staff.cookie })).status,
    ).toBe(404);
    expect((await server.request('/api/staff/purchases/nope/deliveries', { cookie: staff.cookie })).status).toBe(400);
  });

  it('holds back actions that need the player online when the server says who is online', async () => {
    await drain();
    const [online, away] = [player(), player()];
    const [keysOnline, keysAway, rank] = await enqueueDeliveries(server.deps.db, [
      { kind: 'crate_keys', playerUuid: online.uuid, payload: { crate: 'legendary', quantity: 1 } },
      { kind: 'crate_keys', playerUuid: away.uuid, payload: { crate: 'legendary', quantity: 1 } },
      { kind: 'grant_rank', playerUuid: away.uuid, payload: { rank: 'ace', until: null } },
    ]);
    const res = await lease(`?online=${online.uuid.toUpperCase()}`);
    expect(res.body.actions.map((a: { id: string }) => a.id).sort()).toEqual([keysOnline, rank].sort());
    expect((await lease(`?online=`)).body.actions).toEqual([]);
    expect((await lease()).body.actions.map((a: { id: string }) => a.id)).toEqual([keysAway]);
    expect((await lease('?online=not-a-uuid')).status).toBe(400);
  });

  it('never gives two concurrent pollers the same action', async () => {
    await drain();
    const p = player();
    const ids = await enqueueDeliveries(
      server.deps.db,
      Array.from({ length: 60 }, (_, i) => ({
        kind: 'gym_tokens' as const,
        playerUuid: p.uuid,
        payload: { quantity: i + 1 },
      })),
    );
    const polls = await Promise.all(Array.from({ length: 8 }, () => lease('?limit=10')));
    const handed = polls.flatMap((r) => r.body.actions.map((a: { id: string }) => a.id));
    expect(new Set(handed).size).toBe(handed.length);
    expect(handed.length).toBe(60);
    expect(new Set(handed)).toEqual(new Set(ids));
    const leases = polls.filter((r) => r.body.actions.length > 0).map((r) => r.body.lease_id);
    expect(new Set(leases).size).toBe(leases.length);
  });

  it('waits for not_before and hints when to ask again', async () => {
    await drain();
    const p = player();
    await enqueueDeliveries(server.deps.db, [
      { kind: 'revoke_rank', playerUuid: p.uuid, payload: { rank: 'elite' }, notBefore: new Date(Date.now() + 10_000) },
    ]);
    const res = await lease();
    expect(res.body).toMatchObject({ lease_id: null, actions: [] });
    expect(res.body.next_check).toBeGreaterThanOrEqual(9);
    expect(res.body.next_check).toBeLessThanOrEqual(11);
    await drain();
    expect((await lease()).body.next_check).toBe(30);
  });

  it('rejects bad queries, bad acks and bad payloads', async () => {
    expect((await lease('?limit=0')).status).toBe(400);
    expect((await lease('?lease_seconds=5')).status).toBe(400);
    expect((await game.call('POST', '/deliveries/ack', { acks: [] })).status).toBe(400);
    expect((await game.call('POST', '/deliveries/ack', { acks: [{ id: 'x', status: 'done' }] })).status).toBe(400);
    expect(
      (await game.call('POST', '/deliveries/ack', { acks: [{ id: crypto.randomUUID(), status: 'lost' }] })).status,
    ).toBe(400);
    await expect(
      enqueueDeliveries(server.deps.db, [
        { kind: 'crate_keys', playerUuid: player().uuid, payload: { crate: 'x', quantity: 0 } },
      ]),
    ).rejects.toThrow();
  });
});
