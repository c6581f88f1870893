import type { Database } from '../../db/client.ts';
import { conflictOnUnique } from '../../http/errors.ts';
import type { Stripe } from '../../integrations/stripe/client.ts';
import { paymentMatches } from './payment-check.ts';
import type { Facts, PaymentFact } from './read-event.ts';
import { PURCHASE_COLUMNS, type PurchaseRow } from './purchase-state.ts';
import { reconcilePurchase } from './reconcile.ts';
import { isSecondRankPayment, refundSecondPayment } from './second-payment.ts';
import { inTransaction, type Query } from './transaction.ts';

/**
 * Applies one event in one transaction: the event id is recorded first (a redelivery finds it and
 * changes nothing), then its facts, then the purchase is reconciled with everything known so far.
 * Facts only accumulate (a payment, a refunded amount that only grows, an end date), and the
 * reconciliation derives the ledger and the deliveries from all of them, so events in any order
 * end in the same state. Payment intents are locked first, then the purchase row, always in this
 * order: a refund and the payment it refunds can never miss each other. A payment whose amount or
 * currency is not what the purchase costs is not applied (see payment-check.ts); a second payment for
 * a rank the Minecraft account holds is refunded through `stripe` and never delivered (second-payment.ts).
 */
export async function applyEvent(
  db: Database,
  event: { id: string; type: string },
  facts: Facts,
  sharePercent: number,
  stripe: Stripe,
): Promise<'applied' | 'duplicate'> {
  return inTransaction(db, async (q) => {
    const pi = paymentIntent(facts);
    // Its own statement: the ones after it must see what the transaction it waited for committed.
    if (pi) await q('pi-lock', 'select pg_advisory_xact_lock(hashtextextended($1::text, 0))', [`stripe-pi:${pi}`]);
    const found = await lockAndRecord(q, event, facts, pi);
    if (!found) return 'duplicate';
    let purchase = found.purchase;
    if (facts.type === 'charge') {
      await q(
        'charge',
        `insert into stripe_charges (payment_intent_id, charge_id, amount_refunded_cents, dispute_id)
         values ($1, $2, $3, $4)
         on conflict (payment_intent_id) do update set
           amount_refunded_cents = greatest(stripe_charges.amount_refunded_cents, excluded.amount_refunded_cents),
           dispute_id = coalesce(stripe_charges.dispute_id, excluded.dispute_id)`,
        [facts.paymentIntentId, facts.chargeId, facts.amountRefundedCents, facts.disputeId],
      );
    }
    if (!purchase) return 'applied';
    // Each update hands back the row as it now is, which the reconciliation starts from.
    const update = async (name: string, set: string, values: unknown[], only = '') =>
      (
        await q<PurchaseRow>(name, `update purchases set ${set} where id = $1 ${only} returning ${PURCHASE_COLUMNS}`, [
          purchase!.id,
          ...values,
        ])
      )[0] ?? purchase!;
    if (facts.type === 'session') {
      if (facts.outcome === 'paid' && facts.payment && (await paymentMatches(q, purchase, event.id, facts.payment))) {
        // Asked once, as the purchase turns paid: a later event of it finds it settled either way.
        const second = UNPAID.includes(purchase.status) && (await isSecondRankPayment(q, purchase));
        purchase = await update(
          'paid',
          // Paid is paid: whatever the purchase showed before, Stripe charged the buyer.
          `status = case when status = any($5::text[])
             then (case when $4::boolean then 'refunded' else 'completed' end) else status end,
           refund_reason = case when $4::boolean then 'rank_already_held' else refund_reason end,
           completed_at = coalesce(completed_at, now()), stripe_customer_id = $2,
           stripe_subscription_id = coalesce(stripe_subscription_id, $3)`,
          [facts.customerId, facts.subscriptionId, second, UNPAID],
        );
        await recordPayment(q, purchase.id, facts.payment);
        if (second)
          await refundSecondPayment(
            stripe,
            purchase.id,
            facts.payment.paymentIntentId,
            purchase.stripe_subscription_id,
          );
      } else if (facts.outcome === 'failed') {
        purchase = await update('failed', `status = 'failed'`, [], `and status = 'pending'`);
      } else if (facts.outcome === 'expired') {
        // Canceled when the buyer came back with Cancel (the site expired the session), else abandoned.
        purchase = await update(
          'expired',
          `status = case when cancel_requested_at is null then 'expired' else 'canceled' end`,
          [],
          `and status = 'pending'`,
        );
      }
    } else if (facts.type === 'invoice' && (await paymentMatches(q, purchase, event.id, facts.payment))) {
      await recordPayment(q, purchase.id, facts.payment);
      if (facts.subscriptionId && !purchase.stripe_subscription_id)
        purchase = await update('subscription', 'stripe_subscription_id = $2', [facts.subscriptionId]);
    } else if (facts.type === 'subscription_ended') {
      if (!purchase.subscription_ended_at)
        purchase = await update('ended', 'subscription_ended_at = $2', [facts.endedAt]);
    }
    await reconcilePurchase(q, purchase, sharePercent);
    return 'applied';
  }).catch((err: unknown) => {
    // Only a payment's invoice or payment intent is unique outside this event's own rows.
    throw conflictOnUnique(err, "This event's payment is already recorded for another purchase.") ?? err;
  });
}

/** The statuses of a purchase not paid (yet): a payment turns each of them paid. */
const UNPAID = ['pending', 'failed', 'canceled', 'expired'];

export async function alreadyHandled(db: Database, eventId: string) {
  const { rows } = await db.$client.query({
    name: 'stripe-webhook-handled',
    text: 'select 1 from stripe_events where id = $1',
    values: [eventId],
  });
  return rows.length > 0;
}

function paymentIntent(facts: Facts): string | null {
  if (facts.type === 'charge') return facts.paymentIntentId;
  if (facts.type === 'session' || facts.type === 'invoice') return facts.payment?.paymentIntentId ?? null;
  return null;
}

/** Which purchase an event is about: by the payment intent it paid with, or by its ids. */
const PURCHASE_BY = {
  pi: 'id in (select purchase_id from purchase_payments where stripe_payment_intent_id = $3)',
  ref: 'id = $4::uuid or stripe_session_id = $5 or stripe_subscription_id = $6',
};
const lockAndRecordSql = (where: string) => `
  with p as (select ${PURCHASE_COLUMNS} from purchases where ${where} limit 1 for update),
  e as (
    insert into stripe_events (id, type, purchase_id, payment_intent_id) select $1, $2, (select id from p), $3::text
    on conflict do nothing returning 1
  )
  select p.*, exists (select 1 from e) as recorded from (select 1) one left join p on true`;

/**
 * Locks the purchase the event is about (when one is known) and records the event, in one
 * statement; null when the event was already recorded. The purchase row is locked before the event
 * row is written: that insert takes a key-share lock on the purchase (its foreign key), and two
 * events taking those first would deadlock on the update.
 */
async function lockAndRecord(q: Query, event: { id: string; type: string }, facts: Facts, pi: string | null) {
  const uuid = (v: string | null) => (v && /^[0-9a-f-]{36}$/i.test(v) ? v : null);
  let rows: (Partial<PurchaseRow> & { recorded: boolean })[];
  if (facts.type === 'ignored') {
    rows = await q('record', lockAndRecordSql('false'), [event.id, event.type, null]);
  } else if (facts.type === 'charge') {
    rows = await q('lock-by-pi', lockAndRecordSql(PURCHASE_BY.pi), [event.id, event.type, pi]);
  } else {
    const values = [
      event.id,
      event.type,
      pi,
      uuid(facts.purchaseId),
      facts.type === 'session' ? facts.sessionId : null,
      facts.subscriptionId,
    ];
    rows = await q('lock-by-ref', lockAndRecordSql(PURCHASE_BY.ref), values);
  }
  const { recorded, ...row } = rows[0]!;
  if (!recorded) return null;
  return { purchase: row.id ? (row as PurchaseRow) : null };
}

/**
 * One row per payment, found by its invoice or its payment intent; what a later event adds fills the
 * gaps. The refunds and disputes of its payment intent that came first are linked to the purchase.
 */
async function recordPayment(q: Query, purchaseId: string, p: PaymentFact) {
  await q(
    'payment',
    `with existing as (
       select id from purchase_payments
       where purchase_id = $1
         and (stripe_invoice_id = $3 or stripe_payment_intent_id = $4 or (kind = 'checkout' and $2::text = 'checkout'))
       limit 1
     ),
     filled as (
       update purchase_payments p set stripe_invoice_id = coalesce(p.stripe_invoice_id, $3),
         stripe_payment_intent_id = coalesce(p.stripe_payment_intent_id, $4), period_end = coalesce(p.period_end, $6)
       from existing e
       where p.id = e.id and ((p.stripe_invoice_id is null and $3::text is not null)
         or (p.stripe_payment_intent_id is null and $4::text is not null)
         or (p.period_end is null and $6::timestamptz is not null))
       returning 1
     )
     insert into purchase_payments (purchase_id, kind, stripe_invoice_id, stripe_payment_intent_id, amount_cents, period_end)
     select $1, $2, $3, $4, $5, $6 where not exists (select 1 from existing)`,
    [purchaseId, p.kind, p.invoiceId, p.paymentIntentId, p.amountCents, p.periodEnd],
  );
  if (p.paymentIntentId)
    await q(
      'link-earlier',
      'update stripe_events set purchase_id = $1 where purchase_id is null and payment_intent_id = $2',
      [purchaseId, p.paymentIntentId],
    );
}
