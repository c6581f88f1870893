import { eq, sql } from 'drizzle-orm';
import type { LedgerTotals } from '../../domain/dashboard/ledger.ts';
import type { Tx } from '../db/client.ts';
import { gymLeaderEarnings as e } from '../db/schema/index.ts';

// The sums over a leader's earnings ledger, shared by the leader's dashboard and the staff payout
// screen so both always agree: earnings net of refund reversals, payouts, and the balance between.

export const ledgerSums = {
  earningsCents:
    sql`coalesce(sum(case ${e.kind} when 'earning' then ${e.amountCents} when 'reversal' then -${e.amountCents} else 0 end), 0)::bigint`.mapWith(
      Number,
    ),
  payoutsCents: sql`coalesce(sum(${e.amountCents}) filter (where ${e.kind} = 'payout'), 0)::bigint`.mapWith(Number),
};

/** One leader's totals, read from the ledger itself. */
export async function leaderTotals(db: Tx, gymLeaderId: string): Promise<LedgerTotals> {
  const [row] = await db.select(ledgerSums).from(e).where(eq(e.gymLeaderId, gymLeaderId));
  const earningsCents = row?.earningsCents ?? 0;
  const payoutsCents = row?.payoutsCents ?? 0;
  return { earningsCents, payoutsCents, balanceCents: earningsCents - payoutsCents };
}
