import { and, desc, eq, sql } from 'drizzle-orm';
import { pageWindow, toPage } from '../../../domain/staff/paging.ts';
import type { Database, Tx } from '../../db/client.ts';
import { deliveryActions, minecraftAccounts } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../../staff/audit.ts';
import { staffActionView, withPlayerNames } from './delivery-state.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A player's actions, newest first; the player is given by UUID or by Minecraft name. */
export async function playerDeliveries(db: Tx, player: string, page: number) {
  let uuid = UUID.test(player) ? player.toLowerCase() : null;
  if (!uuid) {
    const [account] = await db
      .select({ uuid: minecraftAccounts.uuid })
      .from(minecraftAccounts)
      .where(sql`lower(${minecraftAccounts.name}) = lower(${player})`)
      .limit(1);
    if (!account) throw AppError.notFound(`No Minecraft account is named ${player}.`);
    uuid = account.uuid;
  }
  const { offset, limit } = pageWindow(page);
  const rows = await db
    .select()
    .from(deliveryActions)
    .where(eq(deliveryActions.playerUuid, uuid))
    .orderBy(desc(deliveryActions.seq))
    .offset(offset)
    .limit(limit);
  return { playerUuid: uuid, ...toPage(await withPlayerNames(db, rows.map(staffActionView)), page) };
}

type Actor = { id: string };

/** A failed action goes back in the queue: the game server is handed it again on its next poll. */
export async function retryDelivery(db: Database, actor: Actor, id: string) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(deliveryActions).where(eq(deliveryActions.id, id)).for('update');
    if (!before) throw AppError.notFound('No delivery action has this id.');
    if (before.status !== 'failed') throw AppError.conflict('Only a failed action can be retried.');
    const [after] = await tx
      .update(deliveryActions)
      .set({ status: 'pending', notBefore: new Date(), acknowledgedAt: null, leaseId: null, leaseExpiresAt: null })
      .where(and(eq(deliveryActions.id, id), eq(deliveryActions.status, 'failed')))
      .returning();
    const view = staffActionView(after!);
    await recordAudit(tx, {
      actor,
      action: 'delivery.retry',
      target: { table: 'delivery_actions', id },
      before: staffActionView(before),
      after: view,
    });
    return view;
  });
}

/** A pending action is taken out of the queue; one the game server has leased may be under way in game. */
export async function cancelDelivery(db: Database, actor: Actor, id: string) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(deliveryActions).where(eq(deliveryActions.id, id)).for('update');
    if (!before) throw AppError.notFound('No delivery action has this id.');
    if (before.status !== 'pending') throw AppError.conflict('Only a pending action can be cancelled.');
    const [after] = await tx
      .update(deliveryActions)
      .set({ status: 'cancelled' })
      .where(eq(deliveryActions.id, id))
      .returning();
    const view = staffActionView(after!);
    await recordAudit(tx, {
      actor,
      action: 'delivery.cancel',
      target: { table: 'delivery_actions', id },
      before: staffActionView(before),
      after: view,
    });
    return view;
  });
}
