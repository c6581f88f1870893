import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, deliveryActions, gymLeaderEarnings } from '../../../src/server/db/schema/index.ts';
import { stripeClient } from '../../../src/server/integrations/stripe/client.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import {
  checkout,
  deliver,
  makeBuyer,
  makeStaff,
  purchaseBySession,
  staffPurchase,
  standIn,
  standInSession,
  type Buyer,
  type StripeEvent,
} from './helpers.ts';

// A purchase is fulfilled only for what it costs: a payment of another amount or currency is not
// applied, is recorded, and is an open item on the staff overview.

let server: TestServer;
let buyer: Buyer;
let staff: string;
beforeAll(async () => {
  server = await startTestServer();
  buyer = await makeBuyer(server);
  staff = await makeStaff(server);
});
afterAll(() => server.close());

const db = () => server.deps.db;
const ledgerOf = async (purchaseId: string) =>
  (await db().select().from(gymLeaderEarnings).where(eq(gymLeaderEarnings.purchaseId, purchaseId))).map((e) => [
    e.kind,
    e.amountCents,
  ]);
const deliveriesOf = (purchaseId: string) =>
  db().select().from(deliveryActions).where(eq(deliveryActions.purchaseId, purchaseId));
const openMismatches = async () => {
  const res = await server.request('/api/staff/overview', { cookie: staff });
  return ((await res.json()) as { open: Record<string, number> }).open.paymentMismatches;
};
let forged = 0;
/** The event with its object changed and a new id, signed like Stripe's. */
const forge = (e: StripeEvent, change: Record<string, unknown>): StripeEvent => ({
  ...e,
  id: `evt_forged_${++forged}`,
  data: { object: { ...e.data.object, ...change } },
});

describe('a payment of another amount', () => {
  it("a 1-cent Checkout Session carrying a pending purchase's id does not complete it", async () => {
    const { sessionId } = await checkout(server, await makeBuyer(server, buyer.leaderId), [
      { id: 'rank-elite-monthly', quantity: 1 },
    ]);
    const purchase = await purchaseBySession(server, sessionId);
    const before = await openMismatches();
    const cheap = await stripeClient(server.deps.config.stripe).checkout.sessions.create({
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 1, product_data: { name: 'Cheap' } } }],
      metadata: { purchase_id: purchase.id },
      client_reference_id: purchase.id,
      success_url: 'http://localhost/success',
      cancel_url: 'http://localhost/shop',
    });
    const [completed] = await standIn(server, `checkout/${cheap.id}/pay`, false);
    expect((await deliver(server, completed)).status).toBe(200);

    expect((await purchaseBySession(server, sessionId)).status).toBe('pending');
    expect(await deliveriesOf(purchase.id)).toEqual([]);
    expect(await ledgerOf(purchase.id)).toEqual([]);
    const view = await staffPurchase(server, staff, purchase.id);
    expect(view.payments).toEqual([]);
    expect(view.mismatches).toMatchObject([
      { kind: 'checkout', paidCents: 1, paidCurrency: 'usd', expectedCents: 1299, status: 'open' },
    ]);
    expect(view.events.map((e) => e.id)).toEqual([completed!.id]);
    expect(await openMismatches()).toBe(before! + 1);

    // The real payment still completes it.
    await standIn(server, `checkout/${sessionId}/pay`);
    expect((await purchaseBySession(server, sessionId)).status).toBe('completed');
    expect(await ledgerOf(purchase.id)).toEqual([['earning', 130]]);

    // Staff settle it with the buyer, then close it: it leaves the overview's open items.
    const [mismatch] = (await staffPurchase(server, staff, purchase.id)).mismatches;
    const resolve = () =>
      server.request(`/api/staff/shop/purchases/${purchase.id}/mismatches/${mismatch!.id}/resolve`, {
        method: 'POST',
        cookie: staff,
      });
    expect(await (await resolve()).json()).toEqual({ id: mismatch!.id, status: 'resolved' });
    expect(await openMismatches()).toBe(before);
    expect((await resolve()).status).toBe(409);
    const audit = await db().select().from(auditLog).where(eq(auditLog.targetId, mismatch!.id));
    expect(audit.map((a) => a.action)).toEqual(['purchase.mismatch_resolve']);
    expect((await purchaseBySession(server, sessionId)).status).toBe('completed');
  });

  it('a 1-cent invoice.paid before the real checkout.session.completed does not fix the payment at 1 cent', async () => {
    const { sessionId } = await checkout(server, await makeBuyer(server, buyer.leaderId), [
      { id: 'rank-ace-monthly', quantity: 1 },
    ]);
    const [completed, invoice] = await standIn(server, `checkout/${sessionId}/pay`, false);
    const cheap = forge(invoice!, { amount_paid: 1 });
    for (const e of [cheap, completed, invoice]) expect((await deliver(server, e)).status).toBe(200);

    const purchase = await purchaseBySession(server, sessionId);
    expect(purchase.status).toBe('completed');
    expect(await ledgerOf(purchase.id)).toEqual([['earning', 50]]);
    const view = await staffPurchase(server, staff, purchase.id);
    expect(view.payments).toMatchObject([{ kind: 'checkout', amountCents: 499 }]);
    expect(view.mismatches).toMatchObject([{ kind: 'checkout', paidCents: 1, expectedCents: 499 }]);
  });

  it("a renewal in another currency or at another price than the subscription's is not applied", async () => {
    const { sessionId } = await checkout(server, await makeBuyer(server, buyer.leaderId), [
      { id: 'rank-ace-monthly', quantity: 1 },
    ]);
    await standIn(server, `checkout/${sessionId}/pay`);
    const purchase = await purchaseBySession(server, sessionId);
    const sub = (await standInSession(server, sessionId)).subscription!;
    const [renewal] = await standIn(server, `subscriptions/${sub}/renew`, false);
    for (const e of [forge(renewal!, { currency: 'eur' }), forge(renewal!, { amount_paid: 4999 })])
      expect((await deliver(server, e)).status).toBe(200);

    const grants = async () => (await deliveriesOf(purchase.id)).filter((a) => a.kind === 'grant_rank').length;
    expect(await grants()).toBe(1);
    expect(await ledgerOf(purchase.id)).toEqual([['earning', 50]]);
    expect((await staffPurchase(server, staff, purchase.id)).mismatches).toMatchObject([
      { kind: 'renewal', paidCents: 499, paidCurrency: 'eur', expectedCents: 499 },
      { kind: 'renewal', paidCents: 4999, paidCurrency: 'usd', expectedCents: 499 },
    ]);

    expect((await deliver(server, renewal)).status).toBe(200);
    expect(await grants()).toBe(2);
  });
});
