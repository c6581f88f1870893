// How staff paid a gym leader out: kept on each payout line of the earnings ledger.

export const PAYOUT_METHODS = ['paypal', 'bank_transfer', 'stripe', 'store_credit', 'other'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

/** A stored payout line's method; one the list does not know (or none) shows as Other. */
export const payoutMethodOf = (m: string | null): PayoutMethod =>
  PAYOUT_METHODS.includes(m as PayoutMethod) ? (m as PayoutMethod) : 'other';

export const PAYOUT_METHOD_LABEL: Record<PayoutMethod, string> = {
  paypal: 'PayPal',
  bank_transfer: 'Bank transfer',
  stripe: 'Stripe',
  store_credit: 'Store credit',
  other: 'Other',
};

/** A payout's reference (a transfer id, a PayPal transaction): at most this many characters. */
export const PAYOUT_REFERENCE_MAX = 120;
/** One payout is at most $10,000.00: anything larger is a typing mistake, not a gym leader's share. */
export const PAYOUT_MAX_CENTS = 1_000_000;
