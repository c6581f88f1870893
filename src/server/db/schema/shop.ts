import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  ATTESTATION_TYPES,
  DELIVERY_KINDS,
  DELIVERY_STATUSES,
  PURCHASE_STATUSES,
  REFUND_REASONS,
} from '../../../domain/shop/enums.ts';
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
