import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ATTESTATION_TYPES,
  DELIVERY_KINDS,
  DELIVERY_STATUSES,
  EARNING_KINDS,
  PURCHASE_STATUSES,
  REFUND_REASONS,
} from '../../../domain/shop/enums.ts';
import { PAYOUT_METHODS } from '../../../domain/dashboard/payout-methods.ts';
import { user } from './auth.ts';
import { gymLeaders } from './players.ts';
import { createdAt, oneOf, tz } from './util.ts';

export const purchaseAttestations = pgTable(
  'purchase_attestations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    attestationType: text('attestation_type').notNull(),
    attestationText: text('attestation_text').notNull(),
    userConfirmation: text('user_confirmation').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('purchase_attestations_type_check', oneOf(t.attestationType, ATTESTATION_TYPES))],
);

export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('pending'),
    totalAmountCents: integer('total_amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    minecraftUuid: uuid('minecraft_uuid').notNull(),
    minecraftUsername: text('minecraft_username').notNull(),
    gymLeaderId: uuid('gym_leader_id').references(() => gymLeaders.id, { onDelete: 'set null' }),
    stripeSessionId: text('stripe_session_id').unique(),
    attestationId: uuid('attestation_id').references(() => purchaseAttestations.id),
    evPolicyAttestationId: uuid('ev_policy_attestation_id').references(() => purchaseAttestations.id),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    /** What Stripe has refunded of all the purchase's payments (disputed payments count in full). */
    refundedAmountCents: integer('refunded_amount_cents').notNull().default(0),
    /** Set when a payment of the purchase is disputed: staff look at these. */
    disputedAt: tz('disputed_at'),
    /** When Stripe ended the rank's subscription; the rank is revoked when its paid period ends. */
    subscriptionEndedAt: tz('subscription_ended_at'),
    /**
     * The buyer came back with Cancel, or started a checkout of a rank that took this one's place: when
     * Stripe closes the session, the purchase is canceled, not expired.
     */
    cancelRequestedAt: tz('cancel_requested_at'),
    /**
     * Why the site refunded the purchase on its own when its payment arrived (REFUND_REASONS): it is
     * refunded through Stripe and never delivered or credited.
     */
    refundReason: text('refund_reason'),
    createdAt: createdAt(),
    completedAt: tz('completed_at'),
  },
  (t) => [
    // The buyer's history, newest first, paged by (created_at, id).
    index('purchases_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('purchases_subscription_idx').on(t.stripeSubscriptionId),
    index('purchases_disputed_idx')
      .on(t.disputedAt)
      .where(sql`${t.disputedAt} is not null`),
    index('purchases_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('purchases_status_check', oneOf(t.status, PURCHASE_STATUSES)),
    check('purchases_total_check', sql`${t.totalAmountCents} >= 0`),
    check('purchases_refunded_check', sql`${t.refundedAmountCents} >= 0`),
    check('purchases_refund_reason_check', sql`${t.refundReason} is null or ${oneOf(t.refundReason, REFUND_REASONS)}`),
  ],
);

export const purchaseItems = pgTable(
  'purchase_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    /** Catalog id of the item; prices come from the server's catalog, never the browser. */
    itemId: text('item_id').notNull(),
    itemName: text('item_name').notNull(),
    itemPriceCents: integer('item_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    totalPriceCents: integer('total_price_cents').notNull(),
  },
  (t) => [
    index('purchase_items_purchase_idx').on(t.purchaseId),
    check('purchase_items_quantity_check', sql`${t.quantity} > 0`),
    check('purchase_items_total_check', sql`${t.totalPriceCents} = ${t.itemPriceCents} * ${t.quantity}`),
  ],
);

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

/** An in-game action the game server must carry out (see docs/game-server-api.md). */
export const deliveryActions = pgTable(
  'delivery_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Queue order: actions are handed out in the order they were queued, even within one insert. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    purchaseId: uuid('purchase_id').references(() => purchases.id, { onDelete: 'cascade' }),
    /** Null means every player (the gym token each rank purchase gives to all). */
    playerUuid: uuid('player_uuid'),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    requiresOnline: boolean('requires_online').notNull().default(true),
    notBefore: timestamp('not_before', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').notNull().default('pending'),
    leaseId: uuid('lease_id'),
    leaseExpiresAt: tz('lease_expires_at'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    acknowledgedAt: tz('acknowledged_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('delivery_actions_queue_idx').on(t.status, t.notBefore),
    index('delivery_actions_purchase_idx').on(t.purchaseId),
    // The staff lists: per player and per status, newest first.
    index('delivery_actions_player_idx').on(t.playerUuid, t.seq),
    index('delivery_actions_status_seq_idx').on(t.status, t.seq),
    // The staff overview: how many actions are open and the newest of them.
    index('delivery_actions_open_idx')
      .on(t.createdAt)
      .where(sql`status in ('pending', 'failed')`),
    check('delivery_actions_kind_check', oneOf(t.kind, DELIVERY_KINDS)),
    check('delivery_actions_status_check', oneOf(t.status, DELIVERY_STATUSES)),
  ],
);
