import { asc, desc, eq, inArray } from 'drizzle-orm';
import { payoutMethodOf } from '../../../domain/dashboard/payout-methods.ts';
import type { LedgerLine } from '../../../domain/dashboard/schemas.ts';
import { pageWindow, toPage } from '../../../domain/staff/paging.ts';
import type { Tx } from '../../db/client.ts';
import { gymLeaderEarnings as e, purchaseItems, purchases } from '../../db/schema/index.ts';
import { ownLeader } from './own-dashboard.ts';

/**
 * The signed-in leader's ledger, newest first. A line names the purchase it came from (its items,
 * total and status) but never the buyer: no account, Minecraft name or payment details.
 */
export async function ownLedger(db: Tx, userId: string, page: number) {
  const leader = await ownLeader(db, userId);
  const { offset, limit } = pageWindow(page);
  const rows = await db
    .select({
      line: e,
      purchaseStatus: purchases.status,
      purchaseTotal: purchases.totalAmountCents,
    })
    .from(e)
    .leftJoin(purchases, eq(purchases.id, e.purchaseId))
    .where(eq(e.gymLeaderId, leader.id))
    .orderBy(desc(e.createdAt), desc(e.id))
    .offset(offset)
    .limit(limit);
  const ids = [...new Set(rows.flatMap((r) => (r.line.purchaseId && r.purchaseStatus ? [r.line.purchaseId] : [])))];
  const items = ids.length
    ? await db
        .select({
          purchaseId: purchaseItems.purchaseId,
          name: purchaseItems.itemName,
          quantity: purchaseItems.quantity,
        })
        .from(purchaseItems)
        .where(inArray(purchaseItems.purchaseId, ids))
        .orderBy(asc(purchaseItems.itemName))
    : [];
  const lines: LedgerLine[] = rows.map(({ line, purchaseStatus, purchaseTotal }) => ({
    id: line.id,
    createdAt: line.createdAt.toISOString(),
    kind: line.kind as LedgerLine['kind'],
    amountCents: line.amountCents,
    sharePercent: line.sharePercent,
    note: line.note,
    purchase:
      line.purchaseId && purchaseStatus !== null
        ? {
            id: line.purchaseId,
            status: purchaseStatus,
            totalCents: purchaseTotal ?? 0,
            items: items
              .filter((i) => i.purchaseId === line.purchaseId)
              .map(({ name, quantity }) => ({ name, quantity })),
          }
        : null,
    payout:
      line.kind === 'payout' && line.payoutMethod
        ? { method: payoutMethodOf(line.payoutMethod), reference: line.payoutReference ?? '' }
        : null,
  }));
  return toPage(lines, page);
}
