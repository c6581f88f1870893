import { z } from 'zod';
import { PURCHASE_STATUSES, REFUND_REASONS, type RefundReason } from './enums.ts';

/** A checkout left unpaid this long is closed by Stripe and shows as expired (Stripe allows 30 min to 24 h). */
export const CHECKOUT_EXPIRES_MINUTES = 60;

/** How many purchases one page of the history holds. */
export const PURCHASE_PAGE_SIZE = 20;

export const purchaseItemView = z.object({
  itemId: z.string(),
  itemName: z.string(),
  itemPriceCents: z.number().int(),
  quantity: z.number().int(),
  totalPriceCents: z.number().int(),
});

/**
 * Where an order's in-game delivery stands, from the buyer's own delivery actions: queued (waiting
 * for the game server, or for the player to be online), delivered (all done), failed (the game
 * server could not carry one out) and retried (one is handed to the game server again). Null when
 * nothing is to be delivered (an order not paid).
 */
export const DELIVERY_STATES = ['queued', 'delivered', 'failed', 'retried'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export const DELIVERY_STATE_LABELS: Record<DeliveryState, string> = {
  queued: 'In game: queued, delivered next time you are online',
  delivered: 'In game: delivered',
  failed: 'In game: delivery failed. Staff can retry it; contact support if it stays failed',
  retried: 'In game: delivery retried, queued again',
};

/** The statuses a buyer reads as words: canceled and expired orders were never charged. */
export const PURCHASE_STATUS_LABELS: Record<(typeof PURCHASE_STATUSES)[number], string> = {
  pending: 'Pending',
  completed: 'Completed',
  failed: 'Failed',
  refunded: 'Refunded',
  canceled: 'Canceled · not charged',
  expired: 'Expired · not charged',
};

/** A purchase the site refunded on its own, in words for the buyer and for staff. */
export const REFUND_REASON_LABELS: Record<RefundReason, string> = {
  rank_already_held: 'Refunded: a second payment for a rank already held',
};

export const purchaseView = z
  .object({
    id: z.string(),
    status: z.enum(PURCHASE_STATUSES),
    createdAt: z.string(),
    completedAt: z.string().nullable(),
    totalAmountCents: z.number().int(),
    refundedAmountCents: z.number().int(),
    currency: z.string(),
    minecraftUsername: z.string(),
    stripeSessionId: z.string().nullable(),
    gymLeader: z.object({ id: z.string(), displayName: z.string(), element: z.string() }).nullable(),
    items: z.array(purchaseItemView),
    delivery: z.enum(DELIVERY_STATES).nullable(),
    /** The rank's subscription: its period, and whether it still renews (managed in the Customer Portal). */
    subscription: z.object({ interval: z.enum(['month', 'year']), active: z.boolean() }).nullable(),
    /** Set when the site refunded the purchase on its own (never delivered): REFUND_REASON_LABELS words it. */
    refundReason: z.enum(REFUND_REASONS).nullable(),
  })
  .meta({ id: 'Purchase' });
export type PurchaseView = z.infer<typeof purchaseView>;

export const purchaseHistoryQuery = z.object({
  cursor: z.string().max(200).optional().meta({ description: 'nextCursor of the previous page' }),
});

export const purchaseHistoryResponse = z
  .object({
    purchases: z.array(purchaseView),
    nextCursor: z.string().nullable().meta({ description: 'null on the last page' }),
  })
  .meta({ id: 'PurchaseHistory' });
export type PurchaseHistory = z.infer<typeof purchaseHistoryResponse>;

/** The /success page's order: what the server recorded for the session, never what the URL claims. */
export const orderResponse = purchaseView.meta({ id: 'Order' });

export const portalResponse = z
  .object({ url: z.string().meta({ description: 'Stripe billing portal session, or the configured portal login' }) })
  .meta({ id: 'CustomerPortal' });

/** Icon and colour key of a status: completed, pending and failed have their own; anything else is neutral. */
export function statusTone(status: string): 'completed' | 'pending' | 'failed' | 'neutral' {
  return status === 'completed' || status === 'pending' || status === 'failed' ? status : 'neutral';
}
