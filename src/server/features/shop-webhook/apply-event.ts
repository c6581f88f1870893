import { and, eq, or, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { purchasePayments, purchases, stripeCharges, stripeEvents } from '../../db/schema/index.ts';
import type { Facts, PaymentFact } from './read-event.ts';
import { reconcilePurchase } from './reconcile.ts';

/**
 * Applies one event in one transaction: the event id is recorded first (a redelivery finds it and
 * changes nothing), then its facts, then the purchase is reconciled with everything known so far.
 * Facts only accumulate (a payment, a refunded amount that only grows, an end date), and the
 * reconciliation derives the ledger and the deliveries from all of them, so events in any order
 * end in the same state. Payment intents are locked first, then the purchase row, always in this
 * order: a refund and the payment it refunds can never miss each other.
 */
export async function applyEvent(
  db: Database,
  event: { id: string; type: string },
  facts: Facts,
  sharePercent: number,
): Promise<'applied' | 'duplicate'> {
  return db.transaction(async (tx) => {
    const pis = paymentIntents(facts);
    for (const pi of pis)
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`stripe-pi:${pi}`}, 0))`);
    const purchaseId = await findPurchase(tx, facts);
    // The purchase row is locked before the event row is written: that insert takes a key-share lock
    // on the purchase (its foreign key), and two events taking those first would deadlock on the update.
    if (purchaseId)
      await tx.select({ id: purchases.id }).from(purchases).where(eq(purchases.id, purchaseId)).for('update');
    const [recorded] = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, purchaseId })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (!recorded) return 'duplicate';
    if (facts.type === 'charge') {
      await tx
        .insert(stripeCharges)
        .values({
          paymentIntentId: facts.paymentIntentId,
          chargeId: facts.chargeId,
          amountRefundedCents: facts.amountRefundedCents,
          disputeId: facts.disputeId,
        })
        .onConflictDoUpdate({
          target: stripeCharges.paymentIntentId,
          set: {
            amountRefundedCents: sql`greatest(${stripeCharges.amountRefundedCents}, excluded.amount_refunded_cents)`,
            disputeId: sql`coalesce(${stripeCharges.disputeId}, excluded.dispute_id)`,
          },
        });
    }
    if (!purchaseId) return 'applied';
    if (facts.type === 'session') {
      if (facts.outcome === 'paid') {
        await tx
          .update(purchases)
          .set({
            status: sql`case when ${purchases.status} in ('pending', 'failed') then 'completed' else ${purchases.status} end`,
            completedAt: sql`coalesce(${purchases.completedAt}, now())`,
            stripeCustomerId: facts.customerId,
            stripeSubscriptionId: sql`coalesce(${purchases.stripeSubscriptionId}, ${facts.subscriptionId})`,
          })
          .where(eq(purchases.id, purchaseId));
        if (facts.payment) await recordPayment(tx, purchaseId, facts.payment);
      } else if (facts.outcome === 'failed') {
        await tx
          .update(purchases)
          .set({ status: 'failed' })
          .where(and(eq(purchases.id, purchaseId), eq(purchases.status, 'pending')));
      }
    } else if (facts.type === 'invoice') {
      await recordPayment(tx, purchaseId, facts.payment);
      if (facts.subscriptionId)
        await tx
          .update(purchases)
          .set({ stripeSubscriptionId: sql`coalesce(${purchases.stripeSubscriptionId}, ${facts.subscriptionId})` })
          .where(eq(purchases.id, purchaseId));
    } else if (facts.type === 'subscription_ended') {
      await tx
        .update(purchases)
        .set({
          subscriptionEndedAt: sql`coalesce(${purchases.subscriptionEndedAt}, ${facts.endedAt.toISOString()}::timestamptz)`,
        })
        .where(eq(purchases.id, purchaseId));
    }
    await reconcilePurchase(tx, purchaseId, sharePercent);
    return 'applied';
  });
}

export async function alreadyHandled(db: Database, eventId: string) {
  const [row] = await db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, eventId));
  return !!row;
}

function paymentIntents(facts: Facts): string[] {
  const pi =
    facts.type === 'charge'
      ? facts.paymentIntentId
      : facts.type === 'session' || facts.type === 'invoice'
        ? facts.payment?.paymentIntentId
        : null;
  return pi ? [pi] : [];
}

async function findPurchase(tx: Tx, facts: Facts): Promise<string | null> {
  const uuid = (v: string | null) => (v && /^[0-9a-f-]{36}$/i.test(v) ? v : null);
  if (facts.type === 'ignored') return null;
  if (facts.type === 'charge') {
    const [p] = await tx
      .select({ id: purchasePayments.purchaseId })
      .from(purchasePayments)
      .where(eq(purchasePayments.stripePaymentIntentId, facts.paymentIntentId));
    return p?.id ?? null;
  }
  const byRef = facts.type === 'session' ? eq(purchases.stripeSessionId, facts.sessionId) : undefined;
  const bySub = facts.subscriptionId ? eq(purchases.stripeSubscriptionId, facts.subscriptionId) : undefined;
  const id = uuid(facts.purchaseId);
  const [p] = await tx
    .select({ id: purchases.id })
    .from(purchases)
    .where(or(id ? eq(purchases.id, id) : undefined, byRef, bySub) ?? sql`false`)
    .limit(1);
  return p?.id ?? null;
}

/** One row per payment, found by its invoice or its payment intent; what a later event adds fills the gaps. */
async function recordPayment(tx: Tx, purchaseId: string, p: PaymentFact) {
  const match = or(
    p.invoiceId ? eq(purchasePayments.stripeInvoiceId, p.invoiceId) : undefined,
    p.paymentIntentId ? eq(purchasePayments.stripePaymentIntentId, p.paymentIntentId) : undefined,
    p.kind === 'checkout' ? eq(purchasePayments.kind, 'checkout') : undefined,
  );
  const [existing] = await tx
    .select()
    .from(purchasePayments)
    .where(and(eq(purchasePayments.purchaseId, purchaseId), match));
  if (!existing) {
    await tx.insert(purchasePayments).values({
      purchaseId,
      kind: p.kind,
      stripeInvoiceId: p.invoiceId,
      stripePaymentIntentId: p.paymentIntentId,
      amountCents: p.amountCents,
      periodEnd: p.periodEnd,
    });
    return;
  }
  await tx
    .update(purchasePayments)
    .set({
      stripeInvoiceId: existing.stripeInvoiceId ?? p.invoiceId,
      stripePaymentIntentId: existing.stripePaymentIntentId ?? p.paymentIntentId,
      periodEnd: existing.periodEnd ?? p.periodEnd,
    })
    .where(eq(purchasePayments.id, existing.id));
}
