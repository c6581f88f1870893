import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rankHeldMessage } from '../../../src/domain/shop/checkout.ts';
import {
  deliveryActions,
  gymLeaderEarnings,
  minecraftAccounts,
  purchasePayments,
  purchases,
} from '../../../src/server/db/schema/index.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import {
  checkout,
  checkoutBody,
  deliver,
  makeBuyer,
  makeStaff,
  purchaseBySession,
  standIn,
  type Buyer,
  type StripeEvent,
} from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const elite = [{ id: 'rank-elite-monthly', quantity: 1 }];
const stripeSession = async (id: string) =>
  (await (await fetch(`${server.url}/dev/stripe/dev/sessions/${id}`)).json()) as { status: string };
const standInEvents = async () =>
  ((await (await fetch(`${server.url}/dev/stripe/dev/events`)).json()) as { events: StripeEvent[] }).events;

/** Stripe announces what it did on its own time: waits for the row to show it (5 s at most). */
async function until<T>(read: () => Promise<T>, done: (v: T) => boolean): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const v = await read();
    if (done(v)) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
  return read();
}
const purchaseRow = async (id: string) =>
  (await server.deps.db.select().from(purchases).where(eq(purchases.id, id)))[0]!;
const grants = (uuid: string) =>
  server.deps.db
    .select()
    .from(deliveryActions)
    .where(and(eq(deliveryActions.playerUuid, uuid), eq(deliveryActions.kind, 'grant_rank')));

describe('a rank checkout open in another tab', () => {
  it('is taken over by a second checkout of a rank (not by one without): its session is expired, cannot be paid, and its order reads canceled', async () => {
    const buyer = await makeBuyer(server);
    const first = await checkout(server, buyer, elite);
    const second = await checkout(server, buyer, elite);
    expect((await stripeSession(first.sessionId)).status).toBe('expired');
    // A checkout without a rank leaves the rank's checkout alone.
    await checkout(server, buyer, [{ id: 'gym-tokens-1', quantity: 1 }]);
    expect((await stripeSession(second.sessionId)).status).toBe('open');
    // Stripe refuses to take a payment for the first now.
    await expect(standIn(server, `checkout/${first.sessionId}/pay`)).rejects.toThrow(/400/);
    const earlier = await purchaseBySession(server, first.sessionId);
    expect(
      (
        await until(
          () => purchaseRow(earlier.id),
          (p) => p.status !== 'pending',
        )
      ).status,
    ).toBe('canceled');

    await standIn(server, `checkout/${second.sessionId}/pay`);
    expect((await purchaseBySession(server, second.sessionId)).status).toBe('completed');
    expect(await grants(buyer.minecraftUuid)).toHaveLength(1);
  });

  it('leaves one session open when two tabs check out at the same moment', async () => {
    const buyer = await makeBuyer(server);
    const bodies = [await checkoutBody(server, buyer, elite), await checkoutBody(server, buyer, elite)];
    const answers = await Promise.all(
      bodies.map((json) => server.request('/api/shop/checkout', { method: 'POST', cookie: buyer.cookie, json })),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const sessions = await Promise.all(answers.map(async (r) => ((await r.json()) as { sessionId: string }).sessionId));
    const statuses = await Promise.all(sessions.map(async (s) => (await stripeSession(s)).status));
    expect(statuses.sort()).toEqual(['expired', 'open']);
  });

  it('was paid before the second checkout started (its event not here yet): the second is refused 409 as held', async () => {
    const buyer = await makeBuyer(server);
    const first = await checkout(server, buyer, elite);
    const events = await standIn(server, `checkout/${first.sessionId}/pay`, false);
    const before = await server.deps.db.select().from(purchases).where(eq(purchases.userId, buyer.id));
    const res = await server.request('/api/shop/checkout', {
      method: 'POST',
      cookie: buyer.cookie,
      json: await checkoutBody(server, buyer, elite),
    });
    expect(res.status).toBe(409);
    const held = rankHeldMessage('Elite', 'Elite');
    expect(await res.json()).toMatchObject({
      error: {
        code: 'conflict',
        message: held.title,
        fields: { description: held.description },
        reason: 'checkout_refused',
      },
    });
    expect(await server.deps.db.select().from(purchases).where(eq(purchases.userId, buyer.id))).toEqual(before);
    for (const e of events) expect((await deliver(server, e)).status).toBe(200);
    expect((await purchaseBySession(server, first.sessionId)).status).toBe('completed');
  });
});

/** A second site account that links the first buyer's Minecraft account (the first is unlinked). */
async function relinked(first: Buyer): Promise<Buyer> {
  const db = server.deps.db;
  const second = await makeBuyer(server, first.leaderId);
  await db.delete(minecraftAccounts).where(eq(minecraftAccounts.uuid, second.minecraftUuid));
  await db.update(minecraftAccounts).set({ userId: second.id }).where(eq(minecraftAccounts.uuid, first.minecraftUuid));
  return { ...second, minecraftName: first.minecraftName, minecraftUuid: first.minecraftUuid };
}

describe('a second payment for a rank already held', () => {
  it('is refunded through Stripe once, recorded, shown to staff, and never delivered or credited', async () => {
    const db = server.deps.db;
    // Two checkouts of Elite for one Minecraft account, both open, both paid on Stripe before either
    // event arrives; then every event at once, and every event again.
    const first = await makeBuyer(server);
    const a = await checkout(server, first, elite);
    const b = await checkout(server, await relinked(first), elite);
    const events = [
      ...(await standIn(server, `checkout/${a.sessionId}/pay`, false)),
      ...(await standIn(server, `checkout/${b.sessionId}/pay`, false)),
    ];
    const answers = await Promise.all(events.map((e) => deliver(server, e)));
    expect(answers.map((r) => r.status)).toEqual(events.map(() => 200));

    const ids = [(await purchaseBySession(server, a.sessionId)).id, (await purchaseBySession(server, b.sessionId)).id];
    const settled = async () => Promise.all(ids.map(purchaseRow));
    // The refund and the subscription's end reach the webhook after Stripe did them.
    const rows = await until(settled, (ps) => ps.some((p) => p.refundedAmountCents > 0 && p.subscriptionEndedAt));
    expect(rows.map((p) => p.status).sort()).toEqual(['completed', 'refunded']);
    const kept = rows.find((p) => p.status === 'completed')!;
    const refunded = rows.find((p) => p.status === 'refunded')!;
    expect(kept).toMatchObject({ refundReason: null, refundedAmountCents: 0, subscriptionEndedAt: null });
    expect(refunded).toMatchObject({
      refundReason: 'rank_already_held',
      refundedAmountCents: refunded.totalAmountCents,
    });
    expect(refunded.subscriptionEndedAt).not.toBeNull();

    // One rank delivered, to the kept purchase; nothing queued or credited for the refunded one.
    expect((await grants(first.minecraftUuid)).map((g) => g.purchaseId)).toEqual([kept.id]);
    expect(await db.select().from(deliveryActions).where(eq(deliveryActions.purchaseId, refunded.id))).toEqual([]);
    const earnings = await db.select().from(gymLeaderEarnings).where(inArray(gymLeaderEarnings.purchaseId, ids));
    expect(earnings.map((e) => [e.purchaseId, e.kind])).toEqual([[kept.id, 'earning']]);

    // Every event again: nothing more is refunded.
    const before = await settled();
    for (const e of events)
      expect(await (await deliver(server, e)).json()).toEqual({ received: true, duplicate: true });
    const [payment] = await db.select().from(purchasePayments).where(eq(purchasePayments.purchaseId, refunded.id));
    const refunds = (await standInEvents()).filter(
      (e) => e.type === 'charge.refunded' && e.data.object.payment_intent === payment!.stripePaymentIntentId,
    );
    expect(refunds.map((e) => e.data.object.amount_refunded)).toEqual([refunded.totalAmountCents]);
    expect(await settled()).toEqual(before);

    // Staff see it in the list of refunded purchases and on its page, in words.
    const staff = await makeStaff(server);
    const list = await server.request('/api/staff/shop/purchases?status=refunded', { cookie: staff });
    const listed = ((await list.json()) as { purchases: { id: string; refundReason: string | null }[] }).purchases;
    expect(listed.find((p) => p.id === refunded.id)).toMatchObject({ refundReason: 'rank_already_held' });
    const detail = await server.request(`/api/staff/shop/purchases/${refunded.id}`, { cookie: staff });
    expect(await detail.json()).toMatchObject({
      purchase: { status: 'refunded', refundReason: 'rank_already_held' },
      payments: [{ kind: 'checkout', refundedCents: refunded.totalAmountCents }],
      deliveries: [],
      ledger: [],
    });
  });
});
