import { eq, inArray, sql } from 'drizzle-orm';
import { findCatalogItem } from '../../domain/shop/catalog.ts';
import type { DeliveryState, PurchaseView } from '../../domain/shop/purchases.ts';
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
  subscriptionId: purchases.stripeSubscriptionId,
  subscriptionEnded: purchases.subscriptionEndedAt,
  refundReason: purchases.refundReason,
};

/** Purchases with their gym leader, in those columns; the caller adds its filter, order and page. */
export const selectPurchases = (db: Tx) =>
  db.select(purchaseColumns).from(purchases).leftJoin(gymLeaders, eq(gymLeaders.id, purchases.gymLeaderId)).$dynamic();

type Row = Awaited<ReturnType<typeof selectPurchases>>[number];

/**
 * The delivery state of each purchase, from the buyer's own actions (not the server-wide gym
 * tokens, not a rank's later revocation, not what was cancelled): any failed one makes it failed;
 * one handed out before and handed out again makes it retried; all done, delivered; else queued.
 */
async function deliveryStates(db: Tx, ids: string[]) {
  const { rows } = await db.execute<{ purchase_id: string; state: DeliveryState }>(sql`
    select purchase_id, case
      when bool_or(status = 'failed') then 'failed'
      when bool_or(status in ('pending', 'leased') and (attempts > 1 or (status = 'pending' and attempts > 0))) then 'retried'
      when bool_and(status = 'done') then 'delivered'
      else 'queued' end as state
    from delivery_actions
    where purchase_id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
      and player_uuid is not null and kind <> 'revoke_rank' and status <> 'cancelled'
    group by purchase_id`);
  return new Map(rows.map((r) => [r.purchase_id, r.state]));
}

const intervalOf = (itemIds: string[]) => {
  for (const id of itemIds) {
    const billing = findCatalogItem(id)?.billing;
    if (billing?.kind === 'subscription') return billing.interval;
  }
  return null;
};

export async function purchaseViews(db: Tx, rows: Row[]): Promise<PurchaseView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [items, delivery] = await Promise.all([
    db
      .select()
      .from(purchaseItems)
      .where(inArray(purchaseItems.purchaseId, ids))
      .orderBy(sql`${purchaseItems.purchaseId}, ${purchaseItems.itemName}`),
    deliveryStates(db, ids),
  ]);
  return rows.map((r) => {
    const own = items.filter((i) => i.purchaseId === r.id);
    const interval = r.subscriptionId ? intervalOf(own.map((i) => i.itemId)) : null;
    return {
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
      items: own.map((i) => ({
        itemId: i.itemId,
        itemName: i.itemName,
        itemPriceCents: i.itemPriceCents,
        quantity: i.quantity,
        totalPriceCents: i.totalPriceCents,
      })),
      delivery: delivery.get(r.id) ?? null,
      subscription: interval ? { interval, active: r.status === 'completed' && !r.subscriptionEnded } : null,
      refundReason: r.refundReason as PurchaseView['refundReason'],
    };
  });
}
