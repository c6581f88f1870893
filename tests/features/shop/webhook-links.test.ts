import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeEvents } from '../../../src/server/db/schema/index.ts';
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
} from './helpers.ts';

// A refund or dispute can reach the webhook before the payment it is about: it is linked to the
// purchase once the payment is known, and the staff purchase view shows every event of it.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('events that arrive before their payment', () => {
  it('a refund and a dispute delivered before the checkout are linked to the purchase', async () => {
    const buyer = await makeBuyer(server);
    const staff = await makeStaff(server);
    const { sessionId } = await checkout(server, buyer, [{ id: 'cosmetic-keys-5', quantity: 2 }]);
    const [completed] = await standIn(server, `checkout/${sessionId}/pay`, false);
    const pi = (await standInSession(server, sessionId)).payment_intent!;
    const [refund] = await standIn(server, `payments/${pi}/refund?amount=300&deliver=false`);
    const [dispute] = await standIn(server, `payments/${pi}/dispute`, false);
    for (const e of [refund, dispute, completed]) expect((await deliver(server, e)).status).toBe(200);

    const purchase = await purchaseBySession(server, sessionId);
    const ids = [completed!.id, refund!.id, dispute!.id];
    const rows = await server.deps.db.select().from(stripeEvents).where(inArray(stripeEvents.id, ids));
    expect(rows.map((r) => [r.id, r.purchaseId]).sort()).toEqual(ids.map((id) => [id, purchase.id]).sort());
    const view = await staffPurchase(server, staff, purchase.id);
    expect(view.events.map((e) => e.type)).toEqual([
      'charge.refunded',
      'charge.dispute.created',
      'checkout.session.completed',
    ]);
    // The facts they carried were applied all the same.
    expect(purchase.disputedAt).not.toBeNull();
  });

  it('an event of another payment intent stays unlinked', async () => {
    const buyer = await makeBuyer(server);
    const { sessionId } = await checkout(server, buyer, [{ id: 'cosmetic-keys-5', quantity: 1 }]);
    const [completed] = await standIn(server, `checkout/${sessionId}/pay`, false);
    const stranger = {
      id: 'evt_stranger_refund',
      type: 'charge.refunded',
      created: completed!.created,
      data: { object: { id: 'ch_stranger', payment_intent: 'pi_stranger', amount_refunded: 100 } },
    };
    for (const e of [stranger, completed]) expect((await deliver(server, e)).status).toBe(200);
    const [row] = await server.deps.db.select().from(stripeEvents).where(eq(stripeEvents.id, stranger.id));
    expect(row!.purchaseId).toBeNull();
  });
});
