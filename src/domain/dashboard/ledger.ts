// The earnings ledger as the dashboard reads it: purchases credit a leader (earning), refunds and
// disputes take the share back (reversal), staff pay the leader out (payout).

export interface LedgerTotals {
  /** Earnings less their reversals: what the leader has earned. */
  earningsCents: number;
  payoutsCents: number;
  /** Earnings minus payouts: what the league still owes the leader (negative after a late refund). */
  balanceCents: number;
}

export function ledgerTotals(lines: readonly { kind: string; amountCents: number }[]): LedgerTotals {
  let earned = 0;
  let paid = 0;
  for (const l of lines) {
    if (l.kind === 'earning') earned += l.amountCents;
    else if (l.kind === 'reversal') earned -= l.amountCents;
    else if (l.kind === 'payout') paid += l.amountCents;
  }
  return { earningsCents: earned, payoutsCents: paid, balanceCents: earned - paid };
}

/** How many weeks the earnings chart shows, this one included. */
export const CHART_WEEKS = 12;

const DAY_MS = 86_400_000;

/** The Monday (UTC) that starts the week of `at`, as YYYY-MM-DD. */
export function weekStartOf(at: Date): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** The last `count` weeks up to the one of `now`, oldest first, with zero for a week without earnings. */
export function weeklySeries(
  weeks: readonly { weekStart: string; earningsCents: number }[],
  now: Date,
  count = CHART_WEEKS,
): { weekStart: string; earningsCents: number }[] {
  const byWeek = new Map(weeks.map((w) => [w.weekStart, w.earningsCents]));
  const current = Date.parse(`${weekStartOf(now)}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => {
    const weekStart = new Date(current - (count - 1 - i) * 7 * DAY_MS).toISOString().slice(0, 10);
    return { weekStart, earningsCents: byWeek.get(weekStart) ?? 0 };
  });
}
