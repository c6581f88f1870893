import { randomBytes } from 'node:crypto';

// Stripe objects of the stand-in (charges, invoices, subscriptions, refunds, disputes), in the
// shapes Stripe's API answers with (the fields the site reads). The store keeps and changes them.

export type Obj = Record<string, unknown>;

export class StripeStandInError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly param?: string,
    /** Stripe's error code, where the site tells one case apart (charge_already_refunded). */
    readonly code?: string,
  ) {
    super(message);
  }
}

export const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
export const now = () => Math.floor(Date.now() / 1000);
export const DAY = 86_400;
export const periodSeconds = (interval: string) => (interval === 'year' ? 365 * DAY : 30 * DAY);

export interface LineItem extends Obj {
  quantity: number;
  amount_total: number;
  price: Obj & {
    id: string;
    unit_amount: number;
    recurring: { interval: string; interval_count: number } | null;
    product: Obj;
  };
}

export function chargeObject(amount: number, customer: string) {
  return {
    id: id('ch'),
    object: 'charge',
    amount,
    amount_captured: amount,
    amount_refunded: 0,
    refunded: false,
    disputed: false,
    currency: 'usd',
    customer,
    payment_intent: id('pi'),
    status: 'succeeded',
    created: now(),
  };
}

/** A paid invoice of `sub` for the period from `start` to `end`, paid by the payment intent `pi`. */
export function invoiceObject(sub: Obj, amount: number, reason: string, start: number, end: number, pi: string) {
  return {
    id: id('in'),
    object: 'invoice',
    billing_reason: reason,
    status: 'paid',
    amount_due: amount,
    amount_paid: amount,
    currency: 'usd',
    customer: sub.customer,
    created: now(),
    lines: { object: 'list', data: [{ id: id('il'), object: 'line_item', amount, period: { start, end } }] },
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: sub.id, metadata: sub.metadata },
    },
    payments: {
      object: 'list',
      data: [{ object: 'invoice_payment', payment: { type: 'payment_intent', payment_intent: pi } }],
    },
  };
}

/** An active subscription to `price`, in its first period from `start` to `end`. */
export function subscriptionObject(
  customer: string,
  metadata: unknown,
  price: LineItem['price'],
  start: number,
  end: number,
): Obj {
  return {
    id: id('sub'),
    object: 'subscription',
    status: 'active',
    customer,
    metadata,
    cancel_at_period_end: false,
    canceled_at: null,
    ended_at: null,
    items: {
      object: 'list',
      data: [
        {
          id: id('si'),
          object: 'subscription_item',
          price,
          quantity: 1,
          current_period_start: start,
          current_period_end: end,
        },
      ],
    },
  };
}

export function refundObject(charge: Obj, amount: number) {
  return {
    id: id('re'),
    object: 'refund',
    amount,
    charge: charge.id,
    payment_intent: charge.payment_intent,
    status: 'succeeded',
    currency: 'usd',
    created: now(),
  };
}

export function disputeObject(charge: Obj) {
  return {
    id: id('dp'),
    object: 'dispute',
    amount: charge.amount,
    charge: charge.id,
    payment_intent: charge.payment_intent,
    currency: 'usd',
    reason: 'fraudulent',
    status: 'needs_response',
    created: now(),
  };
}
