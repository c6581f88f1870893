// A purchase as the webhook's reconciliation reads it: its row, its payments, the leader's ledger entries and its
// rank actions.

/** The purchase's columns the webhook works with. */
export const PURCHASE_COLUMNS =
  'id, status, total_amount_cents, currency, gym_leader_id, minecraft_uuid, refunded_amount_cents, disputed_at, subscription_ended_at, stripe_subscription_id, refund_reason';
export interface PurchaseRow {
  id: string;
  status: string;
  total_amount_cents: number;
  currency: string;
  gym_leader_id: string | null;
  minecraft_uuid: string;
  refunded_amount_cents: number;
  disputed_at: Date | null;
  subscription_ended_at: Date | null;
  stripe_subscription_id: string | null;
  /** Refunded by the site as its payment arrived (second-payment.ts): never credited or delivered. */
  refund_reason: string | null;
}

export interface Payment {
  id: string;
  kind: 'checkout' | 'renewal';
  amount_cents: number;
  period_end: Date | null;
  deliveries_queued_at: string | null;
  /** From the charge Stripe told us about, when it did. */
  amount_refunded_cents: number | null;
  dispute_id: string | null;
}
export interface Earning {
  kind: string;
  amount_cents: number;
  share_percent: number;
  payment_id: string;
  gym_leader_id: string;
}
export interface Action {
  id: string;
  kind: string;
  status: string;
  payload: Record<string, unknown>;
  not_before: Date;
}
