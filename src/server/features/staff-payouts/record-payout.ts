import { and, eq, sql } from 'drizzle-orm';
import { formatUsd } from '../../../domain/shared/numbers.ts';
import type { PayoutInput, PayoutView } from '../../../domain/dashboard/schemas.ts';
import { payoutTooLarge } from '../../../domain/dashboard/texts.ts';
import type { Database } from '../../db/client.ts';
import { gymLeaderEarnings, gymLeaders, payoutRequests } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { leaderTotals } from '../../shop/leader-ledger.ts';
import { recordAudit } from '../../staff/audit.ts';

/**
 * Appends a payout line to the leader's ledger. A payout never exceeds what the league owes the leader:
 * paying out more would leave a negative balance nobody could explain later.
 */
export async function recordPayout(db: Database, actor: { id: string }, gymLeaderId: string, input: PayoutInput) {
  return db.transaction(async (tx) => {
    // Payouts to one leader take turns (the lock), so two staff cannot both pay out the same balance;
    // the webhook's credits only take a key-share lock and are not held up.
    const [leader] = await tx.select().from(gymLeaders).where(eq(gymLeaders.id, gymLeaderId)).for('no key update');
    if (!leader) throw AppError.notFound('No gym leader has this id.');
    const before = await leaderTotals(tx, gymLeaderId);
    if (input.amountCents > before.balanceCents)
      throw AppError.conflict(payoutTooLarge(formatUsd(before.balanceCents)));
    const [row] = await tx
      .insert(gymLeaderEarnings)
      .values({
        gymLeaderId,
        kind: 'payout',
        amountCents: input.amountCents,
        payoutMethod: input.method,
        payoutReference: input.reference,
        note: 'Payout',
      })
      .returning();
    const payout: PayoutView = {
      id: row!.id,
      gymLeaderId,
      displayName: leader.displayName,
      element: leader.element,
      amountCents: row!.amountCents,
      method: input.method,
      reference: input.reference,
      createdAt: row!.createdAt.toISOString(),
    };
    // A payout answers the leader's open request, whatever its amount: the leader may ask again after it.
    await tx
      .update(payoutRequests)
      .set({ status: 'paid', closedAt: sql`now()` })
      .where(and(eq(payoutRequests.gymLeaderId, gymLeaderId), eq(payoutRequests.status, 'open')));
    const balanceCents = before.balanceCents - input.amountCents;
    await recordAudit(tx, {
      actor,
      action: 'payout.record',
      target: { table: 'gym_leader_earnings', id: payout.id },
      before: { balanceCents: before.balanceCents },
      after: { ...payout, balanceCents },
    });
    return { payout, balanceCents };
  });
}
