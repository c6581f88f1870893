import { z } from 'zod';
import { PURCHASE_STATUSES } from './enums.ts';

/** How many purchases one page of the history holds. */
export const PURCHASE_PAGE_SIZE = 20;

export const purchaseItemView = z.object({
  itemId: z.string(),
  itemName: z.string(),
  itemPriceCents: z.number().int(),
  quantity: z.number().int(),
  totalPriceCents: z.number().int(),
});

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
