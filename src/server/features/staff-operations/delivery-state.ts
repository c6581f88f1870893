import { asc, desc, eq, inArray } from 'drizzle-orm';
import { purchaseDeliveryState } from '../../../domain/game/deliveries.ts';
import type { DELIVERY_STATUSES, DeliveryKind, PurchaseStatus } from '../../../domain/shop/enums.ts';
import type { Tx } from '../../db/client.ts';
import { deliveryActions, minecraftAccounts, purchases } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';

type ActionRow = typeof deliveryActions.$inferSelect;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function staffActionView(a: ActionRow) {
  return {
    id: a.id,
    purchase_id: a.purchaseId,
    kind: a.kind as DeliveryKind,
    player_uuid: a.playerUuid,
    payload: a.payload,
    requires_online: a.requiresOnline,
    status: a.status as (typeof DELIVERY_STATUSES)[number],
    attempts: a.attempts,
    last_error: a.lastError,
    not_before: a.notBefore.toISOString(),
    lease_expires_at: iso(a.leaseExpiresAt),
    acknowledged_at: iso(a.acknowledgedAt),
    created_at: a.createdAt.toISOString(),
  };
}

/** The actions with their player's Minecraft name, looked up once for the whole list. */
export async function withPlayerNames<T extends { player_uuid: string | null }>(db: Tx, actions: T[]) {
  const uuids = [...new Set(actions.flatMap((a) => (a.player_uuid ? [a.player_uuid] : [])))];
  const names = new Map(
    uuids.length === 0
      ? []
      : (
          await db
            .select({ uuid: minecraftAccounts.uuid, name: minecraftAccounts.name })
            .from(minecraftAccounts)
            .where(inArray(minecraftAccounts.uuid, uuids))
        ).map((r) => [r.uuid, r.name]),
  );
  return actions.map((a) => ({ ...a, player_name: (a.player_uuid && names.get(a.player_uuid)) || null }));
}

/** Where the in-game delivery of one purchase stands, action by action. */
export async function purchaseDeliveries(db: Tx, purchaseId: string) {
  const [purchase] = await db
    .select({ id: purchases.id, status: purchases.status })
    .from(purchases)
    .where(eq(purchases.id, purchaseId));
  if (!purchase) throw AppError.notFound('No purchase has this id.');
  const actions = await db
    .select()
    .from(deliveryActions)
    .where(eq(deliveryActions.purchaseId, purchaseId))
    .orderBy(asc(deliveryActions.seq));
  return {
    purchase_id: purchase.id,
    purchase_status: purchase.status as PurchaseStatus,
    delivery_state: purchaseDeliveryState(actions.map((a) => a.status)),
    actions: await withPlayerNames(db, actions.map(staffActionView)),
  };
}

/** Recent actions, optionally of one status (e.g. every failed delivery to look into). */
export async function recentDeliveries(db: Tx, opts: { status?: string; limit: number }) {
  const rows = await db
    .select()
    .from(deliveryActions)
    .where(opts.status ? eq(deliveryActions.status, opts.status) : undefined)
    .orderBy(desc(deliveryActions.seq))
    .limit(opts.limit);
  return withPlayerNames(db, rows.map(staffActionView));
}
