import { eq, inArray, sql } from 'drizzle-orm';
import type { PurchaseView } from '../../domain/shop/purchases.ts';
import type { Tx } from '../db/client.ts';
import { gymLeaders, purchaseItems, purchases } from '../db/schema/index.ts';

// One way to turn purchase rows into what the buyer's history, the /success page and the staff
// screens show: the amounts and items as the server recorded them.

export const purchaseColumns = {
  id: purchases.id,
  status: purchases.status,
  createdAt: purchases.createdAt,
  completedAt: purchases.completedAt,
  totalAmountCents: purchases.totalAmountCents,
  refundedAmountCents: purchases.refundedAmountCents,
  currency: purchases.currency,
  minecraftUsername: purchases.minecraftUsername,
  stripeSessionId: purchases.stripeSessionId,
  leaderId: gymLeaders.id,
  leaderName: gymLeaders.displayName,
  leaderElement: gymLeaders.element,
};

/** Purchases with their gym leader, in those columns; the caller adds its filter, order and page. */
export const selectPurchases = (db: Tx) =>
  db.select(purchaseColumns).from(purchases).leftJoin(gymLeaders, eq(gymLeaders.id, purchases.gymLeaderId)).$dynamic();

type Row = Awaited<ReturnType<typeof selectPurchases>>[number];

export async function purchaseViews(db: Tx, rows: Row[]): Promise<PurchaseView[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(purchaseItems)
    .where(
      inArray(
        purchaseItems.purchaseId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(sql`${purchaseItems.purchaseId}, ${purchaseItems.itemName}`);
  return rows.map((r) => ({
    id: r.id,
    status: r.status as PurchaseView['status'],
    createdAt: r.createdAt.toISOString(),
    completedAt: r.completedAt?.toISOString() ?? null,
    totalAmountCents: r.totalAmountCents,
    refundedAmountCents: r.refundedAmountCents,
    currency: r.currency,
    minecraftUsername: r.minecraftUsername,
    stripeSessionId: r.stripeSessionId,
    gymLeader: r.leaderId ? { id: r.leaderId, displayName: r.leaderName!, element: r.leaderElement! } : null,
    items: items
      .filter((i) => i.purchaseId === r.id)
      .map((i) => ({
        itemId: i.itemId,
        itemName: i.itemName,
        itemPriceCents: i.itemPriceCents,
        quantity: i.quantity,
        totalPriceCents: i.totalPriceCents,
      })),
  }));
}
