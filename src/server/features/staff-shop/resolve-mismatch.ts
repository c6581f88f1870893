import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { paymentMismatches } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../../staff/audit.ts';

/**
 * Closes a payment mismatch once staff have settled it with the buyer (refunded it in Stripe, or
 * fulfilled it by hand): it leaves the overview's open items. The payment itself stays unapplied.
 */
export async function resolveMismatch(db: Database, actor: { id: string }, purchaseId: string, mismatchId: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: paymentMismatches.status })
      .from(paymentMismatches)
      .where(and(eq(paymentMismatches.id, mismatchId), eq(paymentMismatches.purchaseId, purchaseId)))
      .for('update');
    if (!row) throw AppError.notFound('This purchase has no such payment mismatch.');
    if (row.status !== 'open') throw AppError.conflict('This payment mismatch is already resolved.');
    await tx.update(paymentMismatches).set({ status: 'resolved' }).where(eq(paymentMismatches.id, mismatchId));
    await recordAudit(tx, {
      actor,
      action: 'purchase.mismatch_resolve',
      target: { table: 'payment_mismatches', id: mismatchId },
      before: { status: 'open' },
      after: { status: 'resolved' },
    });
    return { id: mismatchId, status: 'resolved' as const };
  });
}
