import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryActions, gymLeaderEarnings, purchaseItems } from '../../../src/server/db/schema/index.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { checkout, makeBuyer, purchaseBySession, standIn, type Buyer } from './helpers.ts';

let server: TestServer;
let buyer: Buyer;
beforeAll(async () => {
  server = await startTestServer();
  buyer = await makeBuyer(server);
});
afterAll(() => server.close());

describe('checkout through the Stripe stand-in', () => {
  it('records a pending purchase with its catalog items, then completes it from the webhook', async () => {
    const { url, sessionId } = await checkout(server, buyer, [
      { id: 'cosmetic-keys-3', quantity: 2 },
      { id: 'shiny-boost-10x-60m', quantity: 1 },
    ]);
    expect(url).toBe(`${server.deps.config.publicUrl}/dev/stripe/checkout/${sessionId}`);
    const pending = await purchaseBySession(server, sessionId);
    expect(pending).toMatchObject({
      status: 'pending',
      totalAmountCents: 2 * 499 + 699,
      minecraftUsername: buyer.minecraftName,
    });
    const items = await server.deps.db.select().from(purchaseItems).where(eq(purchaseItems.purchaseId, pending.id));
    expect(items.map((i) => [i.itemId, i.itemPriceCents, i.quantity]).sort()).toEqual([
      ['cosmetic-keys-3', 499, 2],
      ['shiny-boost-10x-60m', 699, 1],
    ]);

    const page = await fetch(url);
    expect(await page.text()).toContain('Pay $16.97');
    await standIn(server, `checkout/${sessionId}/pay`);

    const done = await purchaseBySession(server, sessionId);
    expect(done.status).toBe('completed');
    const ledger = await server.deps.db
      .select()
      .from(gymLeaderEarnings)
      .where(eq(gymLeaderEarnings.purchaseId, done.id));
    expect(ledger.map((e) => [e.kind, e.amountCents, e.sharePercent, e.gymLeaderId])).toEqual([
      ['earning', 170, 10, buyer.leaderId],
    ]);
    const actions = await server.deps.db.select().from(deliveryActions).where(eq(deliveryActions.purchaseId, done.id));
    expect(actions.map((a) => [a.kind, a.playerUuid, a.payload.quantity]).sort()).toEqual([
      ['boost', buyer.minecraftUuid, 1],
      ['crate_keys', buyer.minecraftUuid, 6],
    ]);
  });

  it('makes a rank a subscription with its one-time items on the same payment, and gives every player a token', async () => {
    const { sessionId } = await checkout(server, buyer, [
      { id: 'rank-elite-monthly', quantity: 1 },
      { id: 'gym-tokens-3', quantity: 1 },
    ]);
    await standIn(server, `checkout/${sessionId}/pay`);
    const done = await purchaseBySession(server, sessionId);
    expect(done).toMatchObject({ status: 'completed', totalAmountCents: 1299 + 249 });
    expect(done.stripeSubscriptionId).toMatch(/^sub_/);
    const actions = await server.deps.db.select().from(deliveryActions).where(eq(deliveryActions.purchaseId, done.id));
    const summary = actions.map((a) => [
      a.kind,
      a.playerUuid === null ? 'all' : 'buyer',
      a.payload.quantity ?? a.payload.rank,
    ]);
    expect(summary.sort()).toEqual([
      ['grant_rank', 'buyer', 'elite'],
      ['gym_tokens', 'all', 1],
      ['gym_tokens', 'all', 1],
      ['gym_tokens', 'buyer', 3],
    ]);
    const grant = actions.find((a) => a.kind === 'grant_rank')!;
    const until = Date.parse(grant.payload.until as string);
    expect(until - Date.now()).toBeGreaterThan(29 * 86_400_000);
    const ledger = await server.deps.db
      .select()
      .from(gymLeaderEarnings)
      .where(eq(gymLeaderEarnings.purchaseId, done.id));
    expect(ledger.map((e) => e.amountCents)).toEqual([155]);
  });
});
