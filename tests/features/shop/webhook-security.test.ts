import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gymLeaderEarnings, stripeEvents } from '../../../src/server/db/schema/index.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { checkout, deliver, makeBuyer, purchaseBySession, purchaseState, standIn, type Buyer } from './helpers.ts';

let server: TestServer;
let buyer: Buyer;
beforeAll(async () => {
  server = await startTestServer();
  buyer = await makeBuyer(server);
});
afterAll(() => server.close());

async function paidEvents() {
  const { sessionId } = await checkout(server, buyer, [{ id: 'vote-party-50', quantity: 1 }]);
  const events = await standIn(server, `checkout/${sessionId}/pay`, false);
  return { sessionId, events };
}
const eventCount = async (id: string) =>
  (
    await server.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(stripeEvents)
      .where(eq(stripeEvents.id, id))
  )[0]!.n;

describe('Stripe webhook signature', () => {
  it('refuses a body signed with another secret, and changes nothing', async () => {
    const { sessionId, events } = await paidEvents();
    const res = await deliver(server, events[0], { secret: 'whsec_someone_else' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe('Invalid Stripe signature.');
    expect((await purchaseBySession(server, sessionId)).status).toBe('pending');
    expect(await eventCount(events[0]!.id)).toBe(0);
  });

  it('refuses a stale timestamp (older than five minutes)', async () => {
    const { sessionId, events } = await paidEvents();
    const res = await deliver(server, events[0], { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect(res.status).toBe(400);
    expect((await purchaseBySession(server, sessionId)).status).toBe('pending');
  });

  it('refuses a timestamp more than five minutes ahead, and accepts one less far ahead', async () => {
    const now = Math.floor(Date.now() / 1000);
    const { sessionId, events } = await paidEvents();
    const ahead = await deliver(server, events[0], { timestamp: now + 400 });
    expect(ahead.status).toBe(400);
    expect(((await ahead.json()) as { error: { message: string } }).error.message).toBe('Invalid Stripe signature.');
    expect((await purchaseBySession(server, sessionId)).status).toBe('pending');
    expect(await eventCount(events[0]!.id)).toBe(0);

    const near = await deliver(server, events[0], { timestamp: now + 200 });
    expect(near.status).toBe(200);
    expect(await eventCount(events[0]!.id)).toBe(1);
  });

  it('refuses a missing signature and a body changed after signing', async () => {
    const { events } = await paidEvents();
    const missing = await fetch(`${server.url}/api/stripe/webhook`, {
      method: 'POST',
      body: JSON.stringify(events[0]),
    });
    expect(missing.status).toBe(400);
    const header = (await import('stripe')).default.webhooks.generateTestHeaderString({
      payload: JSON.stringify(events[0]),
      secret: server.deps.config.stripe.webhookSecret,
    });
    const changed = await fetch(`${server.url}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'stripe-signature': header },
      body: JSON.stringify({ ...events[0], type: 'charge.refunded' }),
    });
    expect(changed.status).toBe(400);
  });
});

describe('Stripe webhook replays', () => {
  it('applies an event delivered 50 times (25 at once) exactly once', async () => {
    const { sessionId, events } = await paidEvents();
    const completed = events.find((e) => e.type === 'checkout.session.completed')!;
    const first = await Promise.all(Array.from({ length: 25 }, () => deliver(server, completed)));
    for (let i = 0; i < 25; i++) first.push(await deliver(server, completed));
    expect(first.every((r) => r.status === 200)).toBe(true);
    const bodies = (await Promise.all(first.map((r) => r.json()))) as { duplicate: boolean }[];
    expect(bodies.filter((b) => !b.duplicate)).toHaveLength(1);
    const purchase = await purchaseBySession(server, sessionId);
    expect(await eventCount(completed.id)).toBe(1);
    const ledger = await server.deps.db
      .select()
      .from(gymLeaderEarnings)
      .where(eq(gymLeaderEarnings.purchaseId, purchase.id));
    expect(ledger.map((e) => [e.kind, e.amountCents])).toEqual([['earning', 45]]);
    expect(await purchaseState(server, purchase.id)).toMatchObject({
      status: 'completed',
      deliveries: [{ kind: 'vote_party', status: 'pending', payload: { votes: 50 } }],
    });
  });
});
