import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  deliveryActions,
  gymLeaderEarnings,
  minecraftAccounts,
  user,
} from '../../../src/server/db/schema/index.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { checkout, makeBuyer, purchaseBySession, standIn, standInSession, type Buyer } from './helpers.ts';

let server: TestServer;
let buyer: Buyer;
let staffCookie: string;
beforeAll(async () => {
  server = await startTestServer();
  buyer = await makeBuyer(server);
  const staff = await makeBuyer(server, buyer.leaderId);
  await server.deps.db.update(user).set({ role: 'staff' }).where(eq(user.id, staff.id));
  staffCookie = staff.cookie;
});
afterAll(() => server.close());

const db = () => server.deps.db;
const actionsOf = (purchaseId: string) =>
  db().select().from(deliveryActions).where(eq(deliveryActions.purchaseId, purchaseId)).orderBy(deliveryActions.seq);
const ledgerOf = async (purchaseId: string) =>
  (await db().select().from(gymLeaderEarnings).where(eq(gymLeaderEarnings.purchaseId, purchaseId))).map((e) => [
    e.kind,
    e.amountCents,
  ]);

/** Each rank is bought by a new player: a rank the player already holds is not sold again. */
async function buyRank(id = 'rank-expert-monthly') {
  const player = await makeBuyer(server, buyer.leaderId);
  const { sessionId } = await checkout(server, player, [{ id, quantity: 1 }]);
  await standIn(server, `checkout/${sessionId}/pay`);
  const s = await standInSession(server, sessionId);
  return { purchase: await purchaseBySession(server, sessionId), sub: s.subscription!, player };
}

describe('rank renewals and ends', () => {
  it('a renewal grants the rank again until the new end date and credits the leader again', async () => {
    const { purchase, sub } = await buyRank();
    await standIn(server, `subscriptions/${sub}/renew`);
    const grants = (await actionsOf(purchase.id)).filter((a) => a.kind === 'grant_rank');
    expect(grants).toHaveLength(2);
    const [first, second] = grants.map((g) => Date.parse(g.payload.until as string));
    expect(second! - first!).toBe(30 * 86_400_000);
    expect(await ledgerOf(purchase.id)).toEqual([
      ['earning', 80],
      ['earning', 80],
    ]);
  });

  it('the end of the subscription revokes the rank when its last paid period ends', async () => {
    const { purchase, sub, player } = await buyRank();
    await standIn(server, `subscriptions/${sub}/end`);
    const actions = await actionsOf(purchase.id);
    const grant = actions.find((a) => a.kind === 'grant_rank')!;
    const revoke = actions.find((a) => a.kind === 'revoke_rank')!;
    expect(revoke).toMatchObject({ status: 'pending', playerUuid: player.minecraftUuid, payload: { rank: 'expert' } });
    expect(revoke.notBefore.toISOString()).toBe(grant.payload.until);
  });
});

describe('refunds and disputes', () => {
  it('a staff refund goes through Stripe; the webhook reverses the share, cancels what is queued and revokes what was given', async () => {
    const { purchase } = await buyRank('rank-master-monthly');
    // The game server has handed out the rank already; the gym tokens for everyone are still queued.
    await db()
      .update(deliveryActions)
      .set({ status: 'done' })
      .where(and(eq(deliveryActions.purchaseId, purchase.id), eq(deliveryActions.kind, 'grant_rank')));
    const partial = await server.request(`/api/staff/shop/purchases/${purchase.id}/refund`, {
      method: 'POST',
      cookie: staffCookie,
      json: { amountCents: 999 },
    });
    expect(partial.status).toBe(202);
    await new Promise((r) => setTimeout(r, 500));
    expect(await ledgerOf(purchase.id)).toEqual([
      ['earning', 200],
      ['reversal', 100],
    ]);
    expect((await purchaseBySession(server, purchase.stripeSessionId!)).status).toBe('completed');

    const rest = await server.request(`/api/staff/shop/purchases/${purchase.id}/refund`, {
      method: 'POST',
      cookie: staffCookie,
      json: {},
    });
    expect(rest.status).toBe(202);
    await new Promise((r) => setTimeout(r, 500));
    const after = await purchaseBySession(server, purchase.stripeSessionId!);
    expect(after).toMatchObject({ status: 'refunded', refundedAmountCents: 1999 });
    expect((await ledgerOf(purchase.id)).filter(([k]) => k === 'reversal').reduce((n, [, a]) => n + Number(a), 0)).toBe(
      200,
    );
    const actions = await actionsOf(purchase.id);
    expect(actions.map((a) => [a.kind, a.status])).toEqual([
      ['grant_rank', 'done'],
      ['gym_tokens', 'cancelled'],
      ['revoke_rank', 'pending'],
    ]);
    const audits = await db().select().from(auditLog).where(eq(auditLog.targetId, purchase.id));
    expect(audits.map((a) => a.action)).toEqual(['purchase.refund', 'purchase.refund']);

    const again = await server.request(`/api/staff/shop/purchases/${purchase.id}/refund`, {
      method: 'POST',
      cookie: staffCookie,
      json: {},
    });
    expect(again.status).toBe(409);
  });

  it('a dispute reverses the share like a refund and flags the order for staff', async () => {
    const { sessionId } = await checkout(server, buyer, [{ id: 'shiny-transform-6', quantity: 1 }]);
    await standIn(server, `checkout/${sessionId}/pay`);
    const pi = (await standInSession(server, sessionId)).payment_intent!;
    await standIn(server, `payments/${pi}/dispute`);
    const purchase = await purchaseBySession(server, sessionId);
    expect(purchase.disputedAt).not.toBeNull();
    expect(await ledgerOf(purchase.id)).toEqual([
      ['earning', 200],
      ['reversal', 200],
    ]);
    expect((await actionsOf(purchase.id)).map((a) => a.status)).toEqual(['cancelled']);
    const list = await server.request('/api/staff/shop/disputes', { cookie: staffCookie });
    const body = (await list.json()) as { purchases: { id: string; buyerName: string | null }[] };
    expect(body.purchases.map((p) => p.id)).toContain(purchase.id);
    // Staff read the buyer's name, joined by the server, not only an account id.
    const [account] = await server.deps.db.select().from(user).where(eq(user.id, purchase.userId));
    expect(body.purchases.find((p) => p.id === purchase.id)!.buyerName).toBe(account!.name);
    const detail = (await (
      await server.request(`/api/staff/shop/purchases/${purchase.id}`, { cookie: staffCookie })
    ).json()) as { events: { type: string }[]; deliveries: { playerUuid: string; playerName: string | null }[] };
    expect(detail.events.map((e) => e.type)).toEqual(['checkout.session.completed', 'charge.dispute.created']);
    // Its deliveries name the player by their Minecraft name.
    const [mc] = await server.deps.db
      .select({ name: minecraftAccounts.name })
      .from(minecraftAccounts)
      .where(eq(minecraftAccounts.uuid, detail.deliveries[0]!.playerUuid));
    expect(detail.deliveries.map((d) => d.playerName)).toEqual([mc!.name]);
  });
});

describe('the ledger', () => {
  it("sums to each leader's share of what was paid and not refunded", async () => {
    const rows = await db()
      .select({
        leader: gymLeaderEarnings.gymLeaderId,
        net: sql<number>`sum(case when kind = 'earning' then amount_cents else -amount_cents end)::int`,
      })
      .from(gymLeaderEarnings)
      .groupBy(gymLeaderEarnings.gymLeaderId);
    // Expert bought twice and renewed once (3 × 80); the Master rank refunded and the transformation disputed net 0.
    expect(rows).toEqual([{ leader: buyer.leaderId, net: 240 }]);
  });
});
