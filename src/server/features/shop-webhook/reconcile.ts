import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { findCatalogItem, isRankItem } from '../../../domain/shop/catalog.ts';
import { plannedActions, type PlannedAction } from '../../../domain/shop/fulfilment.ts';
import type { Tx } from '../../db/client.ts';
import {
  deliveryActions,
  gymLeaderEarnings,
  purchaseItems,
  purchasePayments,
  purchases,
  stripeCharges,
} from '../../db/schema/index.ts';
import { enqueueDeliveries } from '../../deliveries/delivery-queue.ts';
import { currentSeason } from '../../seasons/current-season.ts';

type Purchase = typeof purchases.$inferSelect;
type Payment = typeof purchasePayments.$inferSelect;

/**
 * Brings a completed purchase in line with every payment, refund, dispute and subscription end
 * known so far (the caller holds the purchase row lock). Each step only adds what is missing, so
 * running it again, or after the facts arrived in another order, changes nothing.
 */
export async function reconcilePurchase(tx: Tx, purchase: Purchase, sharePercent: number) {
  if (purchase.status !== 'completed' && purchase.status !== 'refunded') return;
  const rows = await tx
    .select({ payment: purchasePayments, charge: stripeCharges })
    .from(purchasePayments)
    .leftJoin(stripeCharges, eq(stripeCharges.paymentIntentId, purchasePayments.stripePaymentIntentId))
    .where(eq(purchasePayments.purchaseId, purchase.id))
    .orderBy(
      sql`${purchasePayments.kind} = 'renewal'`,
      asc(purchasePayments.periodEnd),
      asc(purchasePayments.createdAt),
    );
  const payments = rows.map((r) => r.payment);
  const charges = rows.flatMap((r) => (r.charge ? [r.charge] : []));
  const charge = (p: Payment) => charges.find((c) => c.paymentIntentId === p.stripePaymentIntentId);

  const entries = purchase.gymLeaderId ? await creditLeader(tx, purchase, payments, sharePercent) : [];
  for (const p of payments) if (!p.deliveriesQueuedAt) await queueDeliveries(tx, purchase, p);

  let refunded = 0;
  let returned = 0;
  for (const p of payments) {
    const c = charge(p);
    const money = Math.min(p.amountCents, c?.amountRefundedCents ?? 0);
    // A disputed payment is lost in full, as if refunded.
    const amount = c?.disputeId ? p.amountCents : money;
    refunded += amount;
    returned += money;
    if (amount > 0) await reverseShare(tx, purchase, p, amount, entries);
  }
  const paid = payments.reduce((n, p) => n + p.amountCents, 0);
  const disputed = charges.some((c) => c.disputeId);
  const whole = disputed || (paid > 0 && refunded >= paid);
  // Refunded once Stripe has given back every payment in full; a dispute alone leaves it completed, flagged.
  const status = paid > 0 && returned >= paid ? 'refunded' : 'completed';
  const flag = disputed && !purchase.disputedAt;
  if (refunded !== purchase.refundedAmountCents || status !== purchase.status || flag) {
    await tx
      .update(purchases)
      .set({ refundedAmountCents: refunded, status, ...(flag ? { disputedAt: sql`now()` } : {}) })
      .where(eq(purchases.id, purchase.id));
  }
  await settleRank(tx, purchase, payments, whole);
}

type Earning = typeof gymLeaderEarnings.$inferSelect;

/**
 * The chosen leader's share of each payment, once; the percentage used is kept on the entry.
 * Returns every ledger entry of the purchase, the new ones included.
 */
async function creditLeader(tx: Tx, purchase: Purchase, payments: Payment[], sharePercent: number) {
  const entries = await tx.select().from(gymLeaderEarnings).where(eq(gymLeaderEarnings.purchaseId, purchase.id));
  const missing = payments.filter((p) => !entries.some((e) => e.paymentId === p.id && e.kind === 'earning'));
  if (missing.length === 0) return entries;
  const added = await tx
    .insert(gymLeaderEarnings)
    .values(
      missing.map((p) => ({
        gymLeaderId: purchase.gymLeaderId!,
        kind: 'earning' as const,
        amountCents: Math.round((p.amountCents * sharePercent) / 100),
        sharePercent,
        purchaseId: purchase.id,
        paymentId: p.id,
        note: p.kind === 'renewal' ? 'Rank renewal' : 'Purchase',
      })),
    )
    .onConflictDoNothing({ target: gymLeaderEarnings.paymentId, where: sql`kind = 'earning'` })
    .returning();
  return [...entries, ...added];
}

/** Reverses the share of what was refunded of a payment, in proportion, adding only what is missing. */
async function reverseShare(tx: Tx, purchase: Purchase, p: Payment, refundedCents: number, all: Earning[]) {
  const entries = all.filter((e) => e.paymentId === p.id);
  const earning = entries.find((e) => e.kind === 'earning');
  if (!earning || p.amountCents === 0) return;
  const target = Math.round((earning.amountCents * refundedCents) / p.amountCents);
  const done = entries.filter((e) => e.kind === 'reversal').reduce((n, e) => n + e.amountCents, 0);
  if (target <= done) return;
  await tx.insert(gymLeaderEarnings).values({
    gymLeaderId: earning.gymLeaderId,
    kind: 'reversal',
    amountCents: target - done,
    sharePercent: earning.sharePercent,
    purchaseId: purchase.id,
    paymentId: p.id,
    note: refundedCents >= p.amountCents ? 'Refund' : 'Partial refund',
  });
}

/** The checkout's payment delivers every line; a renewal extends the rank to its new end date. */
async function queueDeliveries(tx: Tx, purchase: Purchase, p: Payment) {
  const lines = await tx.select().from(purchaseItems).where(eq(purchaseItems.purchaseId, purchase.id));
  const until = p.periodEnd?.toISOString() ?? null;
  // A battle pass is for the season current when it is paid for; nothing else needs the season.
  const pass = p.kind === 'checkout' && lines.some((l) => findCatalogItem(l.itemId)?.delivery.kind === 'battle_pass');
  const season = pass ? (await currentSeason(tx)).number : null;
  const planned: PlannedAction[] = lines.flatMap((line) => {
    const item = findCatalogItem(line.itemId);
    if (!item) return [];
    if (p.kind === 'renewal') return isRankItem(item) ? plannedActions(item, 1, until).filter((a) => a.forBuyer) : [];
    return plannedActions(item, line.quantity, isRankItem(item) ? until : null, season);
  });
  await enqueueDeliveries(
    tx,
    planned.map((a) => ({
      kind: a.kind,
      playerUuid: a.forBuyer ? purchase.minecraftUuid : null,
      payload: { ...a.payload, purchase_id: purchase.id },
      purchaseId: purchase.id,
    })),
  );
  await tx.update(purchasePayments).set({ deliveriesQueuedAt: new Date() }).where(eq(purchasePayments.id, p.id));
}

/**
 * A refunded or disputed purchase: what is still queued is cancelled, and a rank already handed out
 * is revoked now. A rank whose subscription ended is revoked when its last paid period ends.
 */
async function settleRank(tx: Tx, purchase: Purchase, payments: Payment[], whole: boolean) {
  const id = purchase.id;
  if (whole) {
    await tx
      .update(deliveryActions)
      .set({ status: 'cancelled' })
      .where(
        and(eq(deliveryActions.purchaseId, id), eq(deliveryActions.status, 'pending'), sql`kind <> 'revoke_rank'`),
      );
  }
  const actions = await tx
    .select({
      id: deliveryActions.id,
      kind: deliveryActions.kind,
      status: deliveryActions.status,
      payload: deliveryActions.payload,
      notBefore: deliveryActions.notBefore,
    })
    .from(deliveryActions)
    .where(and(eq(deliveryActions.purchaseId, id), inArray(deliveryActions.kind, ['grant_rank', 'revoke_rank'])));
  const grants = actions.filter((a) => a.kind === 'grant_rank');
  if (grants.length === 0) return;
  const handedOut = grants.some((a) => a.status === 'leased' || a.status === 'done');
  const lastEnd = payments.reduce<Date | null>(
    (m, p) => (p.periodEnd && (!m || p.periodEnd > m) ? p.periodEnd : m),
    null,
  );
  const at = whole ? (handedOut ? new Date() : null) : purchase.subscriptionEndedAt ? (lastEnd ?? new Date()) : null;
  const revoke = actions.find((a) => a.kind === 'revoke_rank');
  if (!revoke) {
    if (at)
      await enqueueDeliveries(tx, [
        {
          kind: 'revoke_rank',
          playerUuid: purchase.minecraftUuid,
          payload: { rank: grants[0]!.payload.rank, purchase_id: id },
          purchaseId: id,
          notBefore: at,
        },
      ]);
  } else if (revoke.status === 'pending') {
    if (!at) await tx.update(deliveryActions).set({ status: 'cancelled' }).where(eq(deliveryActions.id, revoke.id));
    else if (revoke.notBefore.getTime() !== at.getTime())
      await tx.update(deliveryActions).set({ notBefore: at }).where(eq(deliveryActions.id, revoke.id));
  } else if (revoke.status === 'cancelled' && at) {
    await tx.update(deliveryActions).set({ status: 'pending', notBefore: at }).where(eq(deliveryActions.id, revoke.id));
  }
}
