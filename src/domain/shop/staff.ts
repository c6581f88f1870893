import { z } from 'zod';
import { PURCHASE_STATUSES } from './enums.ts';
import { purchaseView } from './purchases.ts';

/** What staff see of purchases: the filters, a purchase with its Stripe events, payments, mismatches, deliveries and ledger. */
export const staffPurchaseQuery = z.object({
  status: z.enum(PURCHASE_STATUSES).optional(),
  disputed: z.enum(['true', 'false']).optional(),
  cursor: z.string().max(200).optional(),
});

export const staffPurchaseRow = purchaseView.extend({
  userId: z.string(),
  /** The buyer's account (Discord) name, joined by the server. */
  buyerName: z.string().nullable(),
  disputedAt: z.string().nullable(),
  subscriptionEndedAt: z.string().nullable(),
  stripeCustomerId: z.string().nullable(),
  stripeSubscriptionId: z.string().nullable(),
});

export const staffPurchaseList = z
  .object({ purchases: z.array(staffPurchaseRow), nextCursor: z.string().nullable() })
  .meta({ id: 'StaffPurchaseList' });

export const staffPurchaseDetail = z
  .object({
    purchase: staffPurchaseRow,
    events: z.array(z.object({ id: z.string(), type: z.string(), receivedAt: z.string() })),
    payments: z.array(
      z.object({
        id: z.string(),
        kind: z.string(),
        amountCents: z.number().int(),
        refundedCents: z.number().int(),
        disputed: z.boolean(),
        stripePaymentIntentId: z.string().nullable(),
        periodEnd: z.string().nullable(),
      }),
    ),
    deliveries: z.array(
      z.object({
        id: z.string(),
        kind: z.string(),
        playerUuid: z.string().nullable(),
        /** The player's Minecraft name, when the account is known. */
        playerName: z.string().nullable(),
        status: z.string(),
        payload: z.record(z.string(), z.unknown()),
        notBefore: z.string(),
      }),
    ),
    /** Payments Stripe reported that do not match what the purchase costs: not fulfilled, for staff to settle. */
    mismatches: z.array(
      z.object({
        id: z.string(),
        eventId: z.string(),
        kind: z.string(),
        expectedCents: z.number().int(),
        expectedCurrency: z.string(),
        paidCents: z.number().int(),
        paidCurrency: z.string(),
        status: z.string(),
        createdAt: z.string(),
      }),
    ),
    ledger: z.array(
      z.object({
        id: z.string(),
        kind: z.string(),
        amountCents: z.number().int(),
        sharePercent: z.number().nullable(),
        note: z.string().nullable(),
        createdAt: z.string(),
      }),
    ),
  })
  .meta({ id: 'StaffPurchase' });

export const staffRefundRequest = z
  .object({
    /** The payment to refund; the checkout's own payment when absent. */
    paymentId: z.guid('Choose a payment of this purchase.').optional(),
    /** Cents; the rest of the payment when absent. */
    amountCents: z.number().int('Give whole cents.').min(1, 'A refund is at least 1 cent.').max(10_000_000).optional(),
  })
  .meta({ id: 'StaffRefundRequest' });

export const staffRefundStarted = z
  .object({ refundId: z.string(), amountCents: z.number().int() })
  .meta({ id: 'StaffRefundStarted' });

export const staffMismatchResolved = z
  .object({ id: z.string(), status: z.literal('resolved') })
  .meta({ id: 'StaffMismatchResolved' });
