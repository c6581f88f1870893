import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeEvents } from '../../../src/server/db/schema/index.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import {
  checkout,
  deliver,
  makeBuyer,
  purchaseBySession,
  standIn,
  standInSession,
  webhookRows,
  type StripeEvent,
} from './helpers.ts';

// A correctly signed event that is not well formed is answered 400 naming what is wrong, and writes
// nothing; one that can never apply (a session Stripe does not know) is answered 200 and recorded.
// Stripe retries anything else for days.

let server: TestServer;
let refund: StripeEvent;
let dispute: StripeEvent;
beforeAll(async () => {
  server = await startTestServer();
  const buyer = await makeBuyer(server);
  const { sessionId } = await checkout(server, buyer, [{ id: 'cosmetic-keys-5', quantity: 1 }]);
  await standIn(server, `checkout/${sessionId}/pay`);
  const pi = (await standInSession(server, sessionId)).payment_intent!;
  refund = (await standIn(server, `payments/${pi}/refund?amount=100&deliver=false`))[0]!;
  dispute = (await standIn(server, `payments/${pi}/dispute`, false))[0]!;
});
afterAll(() => server.close());

const object = (e: StripeEvent, change: Record<string, unknown>) => ({
  ...e,
  data: { object: { ...e.data.object, ...change } },
});
const without = (e: StripeEvent, key: 'type' | 'data') =>
  Object.fromEntries(Object.entries(e).filter(([k]) => k !== key));

const MALFORMED: [string, () => unknown, string][] = [
  ['no type', () => without(refund, 'type'), 'type'],
  ['no data.object', () => ({ ...refund, data: {} }), 'data.object'],
  ['no data at all', () => without(refund, 'data'), 'data'],
  ['a refund without its charge id', () => object(refund, { id: null }), 'data.object.id'],
  ['a null amount_refunded', () => object(refund, { amount_refunded: null }), 'data.object.amount_refunded'],
  ['an absurd amount_refunded', () => object(refund, { amount_refunded: 1e300 }), 'data.object.amount_refunded'],
  ['a dispute without its charge', () => object(dispute, { charge: null }), 'data.object.charge'],
  ['an event id longer than an index holds', () => ({ ...refund, id: `evt_${'x'.repeat(3000)}` }), 'id'],
  ['a NUL in the event id', () => ({ ...refund, id: 'evt_\u0000' }), 'id'],
  ['a lone surrogate in the type', () => ({ ...refund, type: 'charge.\ud800' }), 'type'],
  ['an array instead of an event', () => [refund], '_'],
];

describe('correctly signed but malformed events', () => {
  it.each(MALFORMED)('%s: 400 naming the field, and nothing written', async (_, event, field) => {
    const before = await webhookRows(server);
    const res = await deliver(server, event());
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; fields?: Record<string, string> } };
    expect(body.error.code).toBe('invalid_input');
    expect(Object.keys(body.error.fields ?? {})).toContain(field);
    expect(await webhookRows(server)).toEqual(before);
  });

  it('the well-formed refund is still applied after all of them', async () => {
    const res = await deliver(server, refund);
    expect(await res.json()).toEqual({ received: true, duplicate: false });
  });

  it('a Checkout Session Stripe does not know: 200 and recorded, since it can never apply', async () => {
    const buyer = await makeBuyer(server);
    const { sessionId } = await checkout(server, buyer, [{ id: 'cosmetic-keys-5', quantity: 1 }]);
    const [completed] = await standIn(server, `checkout/${sessionId}/pay`, false);
    const unknown = { ...completed!, id: 'evt_unknown_session', data: { object: { id: 'cs_test_nobody' } } };
    expect(await (await deliver(server, unknown)).json()).toEqual({ received: true, duplicate: false });
    expect(await server.deps.db.select().from(stripeEvents).where(eq(stripeEvents.id, unknown.id))).toMatchObject([
      { type: 'checkout.session.completed', purchaseId: null },
    ]);
    expect(await (await deliver(server, unknown)).json()).toEqual({ received: true, duplicate: true });
    expect((await purchaseBySession(server, sessionId)).status).toBe('pending');
  });
});
