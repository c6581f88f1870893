import type { Earning, Payment, PurchaseRow } from './purchase-state.ts';
import type { Query } from './transaction.ts';

/**
 * The chosen leader's share of each payment, once; the percentage used is kept on the entry.
 * Returns every ledger entry of the purchase, the new ones included.
 */
export async function creditLeader(
  q: Query,
  purchase: PurchaseRow,
  payments: Payment[],
  entries: Earning[],
  share: number,
) {
  const missing = payments.filter((p) => !entries.some((e) => e.payment_id === p.id && e.kind === 'earning'));
  if (missing.length === 0) return entries;
  const added = await q<Earning>(
    'credit',
    `insert into gym_leader_earnings (gym_leader_id, kind, amount_cents, share_percent, purchase_id, payment_id, note)
     select $1, 'earning', t.amount, $2, $3, t.payment_id, t.note
     from unnest($4::int[], $5::uuid[], $6::text[]) as t(amount, payment_id, note)
     on conflict (payment_id) where kind = 'earning' do nothing
     returning kind, amount_cents, share_percent::float8 as share_percent, payment_id, gym_leader_id`,
    [
      purchase.gym_leader_id,
      share,
      purchase.id,
      missing.map((p) => Math.round((p.amount_cents * share) / 100)),
      missing.map((p) => p.id),
      missing.map((p) => (p.kind === 'renewal' ? 'Rank renewal' : 'Purchase')),
    ],
  );
  return [...entries, ...added];
}

/** Reverses the share of what was refunded of a payment, in proportion, adding only what is missing. */
export async function reverseShare(q: Query, purchase: PurchaseRow, p: Payment, refundedCents: number, all: Earning[]) {
  const entries = all.filter((e) => e.payment_id === p.id);
  const earning = entries.find((e) => e.kind === 'earning');
  if (!earning || p.amount_cents === 0) return;
  const target = Math.round((earning.amount_cents * refundedCents) / p.amount_cents);
  const done = entries.filter((e) => e.kind === 'reversal').reduce((n, e) => n + e.amount_cents, 0);
  if (target <= done) return;
  await q(
    'reverse',
    `insert into gym_leader_earnings (gym_leader_id, kind, amount_cents, share_percent, purchase_id, payment_id, note)
     values ($1, 'reversal', $2, $3, $4, $5, $6)`,
    [
      earning.gym_leader_id,
      target - done,
      earning.share_percent,
      purchase.id,
      p.id,
      refundedCents >= p.amount_cents ? 'Refund' : 'Partial refund',
    ],
  );
}
