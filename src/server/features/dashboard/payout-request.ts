import { and, eq } from 'drizzle-orm';
import { PAYOUT_REQUEST_TEXT as T, type PayoutRequestView } from '../../../domain/dashboard/payout-request.ts';
import type { Database, Tx } from '../../db/client.ts';
import { payoutRequests } from '../../db/schema/index.ts';
import { AppError, conflictOnUnique } from '../../http/errors.ts';
import { leaderTotals } from '../../shop/leader-ledger.ts';
import { ownLeader } from './own-dashboard.ts';

async function state(db: Tx, leaderId: string): Promise<PayoutRequestView> {
  const { balanceCents } = await leaderTotals(db, leaderId);
  const [open] = await db
    .select()
    .from(payoutRequests)
    .where(and(eq(payoutRequests.gymLeaderId, leaderId), eq(payoutRequests.status, 'open')));
  return {
    availableCents: balanceCents,
    open: open ? { id: open.id, amountCents: open.amountCents, createdAt: open.createdAt.toISOString() } : null,
  };
}

/** What the signed-in leader may ask for (the ledger's balance) and their open request, if any. */
export async function payoutRequestState(db: Database, userId: string) {
  return state(db, (await ownLeader(db, userId)).id);
}

/** Asks staff for the whole balance, as the ledger has it now; one open request at a time. */
export async function requestPayout(db: Database, userId: string): Promise<PayoutRequestView> {
  try {
    return await db.transaction(async (tx) => {
      const leader = await ownLeader(tx, userId);
      const before = await state(tx, leader.id);
      if (before.open) throw AppError.conflict(T.alreadyOpen);
      if (before.availableCents <= 0) throw AppError.conflict(T.nothing);
      await tx.insert(payoutRequests).values({ gymLeaderId: leader.id, amountCents: before.availableCents });
      return state(tx, leader.id);
    });
  } catch (err) {
    throw conflictOnUnique(err, T.alreadyOpen) ?? err;
  }
}
