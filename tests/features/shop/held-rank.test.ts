import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { checkout, checkoutBody, makeBuyer, purchaseBySession, standIn } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const rank = (id: string) => [{ id, quantity: 1 }];
type ErrorAnswer = { error: { message: string; fields?: Record<string, string>; reason?: string } };
async function attempt(b: Awaited<ReturnType<typeof makeBuyer>>, items: { id: string; quantity: number }[]) {
  const res = await server.request('/api/shop/checkout', {
    method: 'POST',
    cookie: b.cookie,
    json: await checkoutBody(server, b, items),
  });
  if (res.status === 200) return { status: 200 };
  const { error } = (await res.json()) as ErrorAnswer;
  return { status: res.status, title: error.message, description: error.fields?.description, reason: error.reason };
}
const countPurchases = async (userId: string) =>
  (await server.deps.db.query.purchases.findMany({ where: (p, { eq }) => eq(p.userId, userId) })).length;

describe('a rank the player already holds', () => {
  it('is refused with a clear message, as is a lower one; a higher one is sold; nothing is recorded for a refusal', async () => {
    const buyer = await makeBuyer(server);
    const { sessionId } = await checkout(server, buyer, rank('rank-expert-monthly'));
    await standIn(server, `checkout/${sessionId}/pay`);
    const before = await countPurchases(buyer.id);

    expect(await attempt(buyer, rank('rank-expert-monthly'))).toEqual({
      status: 409,
      title: 'You already have this rank',
      description:
        'Your Minecraft account already has the Expert rank, and it renews by itself. Manage it from Purchase History.',
      reason: 'checkout_refused',
    });
    // The other period of the same rank is the same rank.
    expect(await attempt(buyer, rank('rank-expert-annual'))).toMatchObject({ title: 'You already have this rank' });
    expect(await attempt(buyer, [...rank('rank-ace-annual'), { id: 'gym-tokens-1', quantity: 1 }])).toEqual({
      status: 409,
      title: 'You already have a higher rank',
      description:
        'Your Minecraft account already has the Expert rank, which includes everything Ace gives. Manage it from Purchase History.',
      reason: 'checkout_refused',
    });
    expect(await countPurchases(buyer.id)).toBe(before);
    // Items other than ranks, and a higher rank, are still sold.
    expect(await attempt(buyer, [{ id: 'gym-tokens-1', quantity: 1 }])).toEqual({ status: 200 });
    expect(await attempt(buyer, rank('rank-elite-monthly'))).toEqual({ status: 200 });
  });

  it('is sold again once it was refunded, and an unpaid checkout of it holds nothing', async () => {
    const buyer = await makeBuyer(server);
    await checkout(server, buyer, rank('rank-ace-monthly'));
    expect(await attempt(buyer, rank('rank-ace-monthly'))).toEqual({ status: 200 });
    const { sessionId } = await checkout(server, buyer, rank('rank-ace-monthly'));
    await standIn(server, `checkout/${sessionId}/pay`);
    expect(await attempt(buyer, rank('rank-ace-monthly'))).toMatchObject({ status: 409 });
    const purchaseId = (await purchaseBySession(server, sessionId)).id;
    const pi = (await server.deps.db.query.purchasePayments.findFirst({
      where: (p, { eq }) => eq(p.purchaseId, purchaseId),
    }))!.stripePaymentIntentId;
    await standIn(server, `payments/${pi}/refund`);
    expect((await purchaseBySession(server, sessionId)).status).toBe('refunded');
    expect(await attempt(buyer, rank('rank-ace-monthly'))).toEqual({ status: 200 });
  });
});
