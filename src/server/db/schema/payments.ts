import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { EARNING_KINDS } from '../../../domain/shop/enums.ts';
import { PAYOUT_METHODS } from '../../../domain/dashboard/payout-methods.ts';
import { gymLeaders } from './players.ts';
import { purchases } from './shop.ts';
import { createdAt, oneOf, tz } from './util.ts';

// What was paid for a purchase (Stripe's payments, charges and events, and amounts that did not match) and what
// gym leaders earned of it.

/** The gym leader revenue ledger: earnings from purchases, payouts, and reversals of refunds. */
export const gymLeaderEarnings = pgTable(
  'gym_leader_earnings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gymLeaderId: uuid('gym_leader_id')
      .notNull()
      .references(() => gymLeaders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    amountCents: integer('amount_cents').notNull(),
    purchaseId: uuid('purchase_id').references(() => purchases.id, { onDelete: 'set null' }),
    /** The payment an earning or reversal comes from. */
    paymentId: uuid('payment_id').references(() => purchasePayments.id, { onDelete: 'set null' }),
    /** The revenue share percentage used for an earning or reversal. */
    sharePercent: numeric('share_percent', { precision: 5, scale: 2, mode: 'number' }),
    note: text('note'),
    /** How staff paid a payout (PAYOUT_METHODS); set on payouts only. */
    payoutMethod: text('payout_method'),
    /** The payout's transfer or transaction reference; set on payouts only. */
    payoutReference: text('payout_reference'),
    createdAt: createdAt(),
  },
  (t) => [
    index('gym_leader_earnings_leader_idx').on(t.gymLeaderId),
    // A leader's ledger, newest first, paged by (created_at, id); the dashboard's sums read it too.
    index('gym_leader_earnings_leader_time_idx').on(t.gymLeaderId, t.createdAt.desc(), t.id.desc()),
    index('gym_leader_earnings_purchase_idx').on(t.purchaseId),
    // One earning per payment, however often Stripe tells us about it.
    uniqueIndex('gym_leader_earnings_payment_earning_idx')
      .on(t.paymentId)
      .where(sql`${t.kind} = 'earning'`),
    check('gym_leader_earnings_kind_check', oneOf(t.kind, EARNING_KINDS)),
    check('gym_leader_earnings_amount_check', sql`${t.amountCents} >= 0`),
    // A payout says how it was paid and its reference; no other line carries either.
    check(
      'gym_leader_earnings_payout_check',
      sql`(${t.kind} = 'payout') = (${t.payoutMethod} is not null and ${t.payoutReference} is not null)`,
    ),
    check(
      'gym_leader_earnings_payout_method_check',
      sql`${t.payoutMethod} is null or ${oneOf(t.payoutMethod, PAYOUT_METHODS)}`,
    ),
  ],
);

/**
 * One payment of a purchase: the checkout's own, then one per paid renewal invoice of a rank.
 * Earnings, deliveries and refunds are reckoned per payment.
 */
export const purchasePayments = pgTable(
  'purchase_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    stripeInvoiceId: text('stripe_invoice_id').unique(),
    stripePaymentIntentId: text('stripe_payment_intent_id').unique(),
    amountCents: integer('amount_cents').notNull(),
    /** A rank's paid period ends here; null for one-time items. */
    periodEnd: tz('period_end'),
    /** When its in-game deliveries were queued (only once the purchase is completed). */
    deliveriesQueuedAt: tz('deliveries_queued_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('purchase_payments_purchase_idx').on(t.purchaseId),
    check('purchase_payments_kind_check', oneOf(t.kind, ['checkout', 'renewal'])),
    check('purchase_payments_amount_check', sql`${t.amountCents} >= 0`),
  ],
);

/**
 * What Stripe last told us about a charge (refunded amount, dispute), by payment intent. Kept even
 * when it arrives before the payment it belongs to, so events in any order end in the same state.
 */
export const stripeCharges = pgTable('stripe_charges', {
  paymentIntentId: text('payment_intent_id').primaryKey(),
  chargeId: text('charge_id').notNull(),
  amountRefundedCents: integer('amount_refunded_cents').notNull().default(0),
  disputeId: text('dispute_id'),
  createdAt: createdAt(),
});

/** Stripe events already handled, so a redelivered webhook changes nothing. */
export const stripeEvents = pgTable(
  'stripe_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    /** The purchase the event was about, when known: staff see a purchase's events. */
    purchaseId: uuid('purchase_id').references(() => purchases.id, { onDelete: 'set null' }),
    /**
     * The payment intent a refund or dispute was about: an event that came before its payment is
     * linked to the purchase when the payment is recorded.
     */
    paymentIntentId: text('payment_intent_id'),
    receivedAt: createdAt(),
  },
  (t) => [
    index('stripe_events_purchase_idx').on(t.purchaseId),
    index('stripe_events_unlinked_pi_idx')
      .on(t.paymentIntentId)
      .where(sql`${t.purchaseId} is null and ${t.paymentIntentId} is not null`),
  ],
);

/**
 * A payment Stripe reported whose amount or currency is not what the purchase (or, for a renewal,
 * its subscription's catalog price) costs: it is not fulfilled, and staff look at it.
 */
export const paymentMismatches = pgTable(
  'payment_mismatches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    /** The Stripe event that reported the payment. */
    eventId: text('event_id').notNull().unique(),
    kind: text('kind').notNull(),
    expectedCents: integer('expected_cents').notNull(),
    expectedCurrency: text('expected_currency').notNull(),
    paidCents: integer('paid_cents').notNull(),
    paidCurrency: text('paid_currency').notNull(),
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_mismatches_purchase_idx').on(t.purchaseId),
    // The staff overview: how many are open and the newest of them.
    index('payment_mismatches_open_idx')
      .on(t.createdAt)
      .where(sql`status = 'open'`),
    check('payment_mismatches_kind_check', oneOf(t.kind, ['checkout', 'renewal'])),
    check('payment_mismatches_status_check', oneOf(t.status, ['open', 'resolved'])),
  ],
);
