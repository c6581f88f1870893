import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryActions, gymLeaderEarnings, purchases } from '../../../src/server/db/schema/index.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { checkout, deliver, makeBuyer, purchaseBySession, standIn, type Buyer } from './helpers.ts';

let server: TestServer;
let buyer: Buyer;
let other: Buyer;
beforeAll(async () => {
  server = await startTestServer();
  buyer = await makeBuyer(server);
  other = await makeBuyer(server, buyer.leaderId);
});
afterAll(() => server.close());

const keys = [{ id: 'cosmetic-keys-1', quantity: 1 }];
const cancel = (b: Buyer | null, purchaseId: string) =>
  server.request(`/api/shop/orders/${purchaseId}/cancel`, { method: 'POST', cookie: b?.cookie });
const stripeSession = async (id: string) =>
  (await (await fetch(`${server.url}/dev/stripe/dev/sessions/${id}`)).json()) as { status: string; expires_at: number };
/** Stripe announces the expired session on its own time: wait for the webhook to have marked the row. */
async function statusOnceSettled(purchaseId: string) {
  for (let i = 0; i < 100; i++) {
    const [p] = await server.deps.db.select().from(purchases).where(eq(purchases.id, purchaseId));
    if (p!.status !== 'pending') return p!.status;
    await new Promise((r) => setTimeout(r, 50));
  }
  return 'pending';
}
async function historyOf(b: Buyer) {
  const res = await server.request('/api/shop/purchases', { cookie: b.cookie });
  return ((await res.json()) as { purchases: Record<string, unknown>[] }).purchases;
}

describe('a checkout canceled on Stripe', () => {
  it('closes the session so it cannot be paid, and the webhook marks the order canceled: nothing delivered or credited', async () => {
    const { sessionId } = await checkout(server, buyer, keys);
    const purchase = await purchaseBySession(server, sessionId);
    const res = await cancel(buyer, purchase.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: purchase.id, stripeSessionId: sessionId, delivery: null });
    expect(await statusOnceSettled(purchase.id)).toBe('canceled');
    expect((await stripeSession(sessionId)).status).toBe('expired');
    // Stripe refuses to take a payment for it now.
    await expect(standIn(server, `checkout/${sessionId}/pay`)).rejects.toThrow(/400/);
    expect(
      await server.deps.db.select().from(deliveryActions).where(eq(deliveryActions.purchaseId, purchase.id)),
    ).toEqual([]);
    expect(
      await server.deps.db.select().from(gymLeaderEarnings).where(eq(gymLeaderEarnings.purchaseId, purchase.id)),
    ).toEqual([]);
    expect((await historyOf(buyer)).find((p) => p.id === purchase.id)).toMatchObject({
      status: 'canceled',
      delivery: null,
      subscription: null,
    });
    // A second Cancel (the page reloaded) changes nothing.
    expect((await (await cancel(buyer, purchase.id)).json()) as object).toMatchObject({ status: 'canceled' });
  });

  it("answers 401 signed out, and 404 for another buyer's order or an id that is none", async () => {
    const { sessionId } = await checkout(server, buyer, keys);
    const purchase = await purchaseBySession(server, sessionId);
    expect((await cancel(null, purchase.id)).status).toBe(401);
    expect((await cancel(other, purchase.id)).status).toBe(404);
    expect((await cancel(buyer, 'not-an-id')).status).toBe(404);
    expect((await cancel(buyer, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const [row] = await server.deps.db.select().from(purchases).where(eq(purchases.id, purchase.id));
    expect(row).toMatchObject({ status: 'pending', cancelRequestedAt: null });
    expect((await stripeSession(sessionId)).status).toBe('open');
  });

  it('answers 409 when Stripe took the payment before the Cancel came back, and writes nothing', async () => {
    const { sessionId } = await checkout(server, buyer, keys);
    // Paid on Stripe, its event not yet delivered: the order still reads pending here.
    const events = await standIn(server, `checkout/${sessionId}/pay`, false);
    const purchase = await purchaseBySession(server, sessionId);
    const res = await cancel(buyer, purchase.id);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'This order was paid, so it cannot be canceled. Check Purchase History.',
    );
    expect(await purchaseBySession(server, sessionId)).toMatchObject({ status: 'pending', cancelRequestedAt: null });
    for (const e of events) expect((await deliver(server, e)).status).toBe(200);
    expect((await purchaseBySession(server, sessionId)).status).toBe('completed');
  });

  it('leaves a paid order completed', async () => {
    const { sessionId } = await checkout(server, buyer, keys);
    await standIn(server, `checkout/${sessionId}/pay`);
    const purchase = await purchaseBySession(server, sessionId);
    const res = await cancel(buyer, purchase.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'completed', delivery: 'queued' });
  });
});

describe('an abandoned checkout', () => {
  it('is opened to close within the hour, and shows as expired once Stripe closes it', async () => {
    const { sessionId } = await checkout(server, buyer, keys);
    const { expires_at } = await stripeSession(sessionId);
    expect(expires_at - Date.now() / 1000).toBeGreaterThan(59 * 60);
    expect(expires_at - Date.now() / 1000).toBeLessThanOrEqual(60 * 60);
    await standIn(server, `checkout/${sessionId}/expire`);
    const purchase = await purchaseBySession(server, sessionId);
    expect(purchase.status).toBe('expired');
    // Coming back with Cancel later does not make it a cancel: it had already expired.
    expect(await (await cancel(buyer, purchase.id)).json()).toMatchObject({ status: 'expired' });
  });
});

describe("an order's delivery state and its subscription", () => {
  it('reads queued, delivered, failed and retried from the buyer’s own actions', async () => {
    const { sessionId } = await checkout(server, buyer, [{ id: 'rank-ace-monthly', quantity: 1 }]);
    await standIn(server, `checkout/${sessionId}/pay`);
    const purchase = await purchaseBySession(server, sessionId);
    const db = server.deps.db;
    const view = async () => (await historyOf(buyer)).find((p) => p.id === purchase.id)!;
    expect(await view()).toMatchObject({ delivery: 'queued', subscription: { interval: 'month', active: true } });
    const actions = await db.select().from(deliveryActions).where(eq(deliveryActions.purchaseId, purchase.id));
    const grant = actions.find((a) => a.kind === 'grant_rank');
    const set = (v: Partial<typeof deliveryActions.$inferInsert>) =>
      db.update(deliveryActions).set(v).where(eq(deliveryActions.id, grant!.id));
    // The server-wide gym token (still pending) is not the buyer's: the buyer's rank alone decides.
    expect(actions.find((a) => a.playerUuid === null)).toMatchObject({ status: 'pending' });
    await set({ status: 'done', attempts: 1 });
    expect(await view()).toMatchObject({ delivery: 'delivered' });
    await set({ status: 'failed', attempts: 1 });
    expect(await view()).toMatchObject({ delivery: 'failed' });
    await set({ status: 'pending', attempts: 1 });
    expect(await view()).toMatchObject({ delivery: 'retried' });
    await set({ status: 'leased', attempts: 2 });
    expect(await view()).toMatchObject({ delivery: 'retried' });
  });
});
