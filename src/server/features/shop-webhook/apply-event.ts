import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client.ts';
import { purchasePayments, purchases, stripeCharges, stripeEvents } from '../../db/schema/index.ts';
import type { Facts, PaymentFact } from './read-event.ts';

type Purchase = typeof purchases.$inferSelect;
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
    // The purchase row is found and locked in one statement, before the event row is written: that
    // insert takes a key-share lock on the purchase (its foreign key), and two events taking those
    // first would deadlock on the update.
    let purchase = await lockPurchase(tx, facts);
    const [recorded] = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, purchaseId: purchase?.id ?? null })
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
    if (!purchase) return 'applied';
    // Each update hands back the row as it now is, which the reconciliation starts from.
    const thisPurchase = eq(purchases.id, purchase.id);
    const update = async (set: PgUpdateSetSource<typeof purchases>, where = thisPurchase) =>
      (await tx.update(purchases).set(set).where(where).returning())[0] ?? purchase;
    if (facts.type === 'session') {
      if (facts.outcome === 'paid') {
        purchase = await update({
          status: sql`case when ${purchases.status} in ('pending', 'failed') then 'completed' else ${purchases.status} end`,
          completedAt: sql`coalesce(${purchases.completedAt}, now())`,
          stripeCustomerId: facts.customerId,
          stripeSubscriptionId: sql`coalesce(${purchases.stripeSubscriptionId}, ${facts.subscriptionId})`,
        });
        if (facts.payment) await recordPayment(tx, purchase!.id, facts.payment);
      } else if (facts.outcome === 'failed') {
        purchase = await update({ status: 'failed' }, and(thisPurchase, eq(purchases.status, 'pending')));
      }
    } else if (facts.type === 'invoice') {
      await recordPayment(tx, purchase.id, facts.payment);
      if (facts.subscriptionId && !purchase.stripeSubscriptionId)
        purchase = await update({ stripeSubscriptionId: facts.subscriptionId });
    } else if (facts.type === 'subscription_ended') {
      if (!purchase.subscriptionEndedAt) purchase = await update({ subscriptionEndedAt: facts.endedAt });
    }
    await reconcilePurchase(tx, purchase!, sharePercent);
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

/** The purchase an event is about, locked for the rest of the transaction; null when none is known. */
async function lockPurchase(tx: Tx, facts: Facts): Promise<Purchase | null> {
  const uuid = (v: string | null) => (v && /^[0-9a-f-]{36}$/i.test(v) ? v : null);
  if (facts.type === 'ignored') return null;
  let where;
  if (facts.type === 'charge') {
    const paidBy = tx
      .select({ id: purchasePayments.purchaseId })
      .from(purchasePayments)
      .where(eq(purchasePayments.stripePaymentIntentId, facts.paymentIntentId));
    where = inArray(purchases.id, paidBy);
  } else {
    const byRef = facts.type === 'session' ? eq(purchases.stripeSessionId, facts.sessionId) : undefined;
    const bySub = facts.subscriptionId ? eq(purchases.stripeSubscriptionId, facts.subscriptionId) : undefined;
    const id = uuid(facts.purchaseId);
    where = or(id ? eq(purchases.id, id) : undefined, byRef, bySub) ?? sql`false`;
  }
  const [p] = await tx.select().from(purchases).where(where).limit(1).for('update');
  return p ?? null;
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
  const fills = !!(
    (!existing.stripeInvoiceId && p.invoiceId) ||
    (!existing.stripePaymentIntentId && p.paymentIntentId) ||
    (!existing.periodEnd && p.periodEnd)
  );
  if (!fills) return;
  await tx
    .update(purchasePayments)
    .set({
      stripeInvoiceId: existing.stripeInvoiceId ?? p.invoiceId,
      stripePaymentIntentId: existing.stripePaymentIntentId ?? p.paymentIntentId,
      periodEnd: existing.periodEnd ?? p.periodEnd,
    })
    .where(eq(purchasePayments.id, existing.id));
}
