import { eq, inArray, sql } from 'drizzle-orm';
import type { GameActionInput, QueueId, RequestMessage } from '../../../domain/requests/queues.ts';
import type { Database, Tx } from '../../db/client.ts';
import { banAppeals, minecraftAccounts, playerReports, user } from '../../db/schema/index.ts';
import { enqueueDeliveries } from '../../deliveries/delivery-queue.ts';
import { AppError } from '../../http/errors.ts';
import { notifyRequestReply } from '../../notifications/events.ts';
import { linkedMinecraft } from '../../players/minecraft-accounts.ts';
import { addMessage, recordStatusChange } from '../../requests/messages.ts';
import { QUEUE_TABLES } from '../../requests/queue-tables.ts';
import { recordAudit } from '../../staff/audit.ts';

type Actor = { id: string };

/** The item's status and assignee, locked for the change. */
async function lockItem(tx: Tx, queue: QueueId, id: string) {
  const { table } = QUEUE_TABLES[queue];
  const [row] = await tx
    .select({ status: table.status, assigneeId: table.assigneeId })
    .from(table)
    .where(eq(table.id, id))
    .for('update');
  if (!row) throw AppError.notFound('No item of this queue has this id.');
  return row;
}

/** Sets the status and/or the assignee (a staff member or admin, or nobody). */
export function updateItem(
  db: Database,
  actor: Actor,
  queue: QueueId,
  id: string,
  change: { status?: string; assigneeId?: string | null },
) {
  const t = QUEUE_TABLES[queue];
  return db.transaction(async (tx) => {
    const before = await lockItem(tx, queue, id);
    if (change.assigneeId) {
      const [staff] = await tx
        .select({ id: user.id })
        .from(user)
        .where(sql`${user.id} = ${change.assigneeId} and ${inArray(user.role, ['staff', 'admin'])}`);
      if (!staff)
        throw AppError.invalid('The assignee must be a staff member or an admin.', { assigneeId: 'Not staff' });
    }
    const after = { ...before, ...change };
    await tx.update(t.table).set({ status: after.status, assigneeId: after.assigneeId }).where(eq(t.id, id));
    await recordStatusChange(tx, {
      requestKind: queue,
      itemId: id,
      authorId: actor.id,
      from: before.status,
      to: after.status,
    });
    await recordAudit(tx, { actor, action: `${queue}.update`, target: { table: t.name, id }, before, after });
    return after;
  });
}

/** An internal note or a reply to the submitter. */
export function postMessage(
  db: Database,
  actor: Actor,
  queue: QueueId,
  id: string,
  kind: RequestMessage['kind'],
  body: string,
) {
  const t = QUEUE_TABLES[queue];
  return db.transaction(async (tx) => {
    await lockItem(tx, queue, id);
    const row = await addMessage(tx, { requestKind: queue, itemId: id, authorId: actor.id, kind, body });
    if (kind === 'reply') await notifyRequestReply(tx, queue, id, row.id, body);
    await recordAudit(tx, { actor, action: `${queue}.${kind}`, target: { table: t.name, id }, after: { body } });
    return { id: row.id, kind, body, createdAt: row.createdAt.toISOString() };
  });
}

/** The Minecraft account a decision is about: by its name, else the submitter's own linked account. */
async function playerUuid(tx: Tx, queue: QueueId, id: string) {
  const [item] =
    queue === 'appeals'
      ? await tx
          .select({ name: banAppeals.minecraftUsername, owner: banAppeals.userId })
          .from(banAppeals)
          .where(eq(banAppeals.id, id))
      : await tx
          .select({ name: playerReports.reportedUsername, owner: sql<null>`null` })
          .from(playerReports)
          .where(eq(playerReports.id, id));
  const [byName] = await tx
    .select({ uuid: minecraftAccounts.uuid })
    .from(minecraftAccounts)
    .where(sql`lower(${minecraftAccounts.name}) = lower(${item!.name})`)
    .limit(1);
  if (byName) return byName.uuid;
  if (item!.owner) {
    const own = await linkedMinecraft(tx, item!.owner);
    if (own) return own.uuid;
  }
  throw AppError.conflict(
    `No Minecraft account named ${item!.name} is known to the site, so the game server cannot be told.`,
  );
}

/**
 * Queues the decision for the game server: a pardon for a ban appeal, a warning or ban for a
 * player report. The item is resolved in the same transaction.
 */
export function queueGameAction(db: Database, actor: Actor, queue: QueueId, id: string, action: GameActionInput) {
  const t = QUEUE_TABLES[queue];
  const allowed = queue === 'appeals' ? ['pardon'] : queue === 'reports' ? ['warn', 'ban'] : [];
  if (!allowed.includes(action.kind))
    throw AppError.invalid(
      allowed.length ? `This queue takes the actions ${allowed.join(', ')}.` : 'This queue takes no game action.',
      { kind: 'Not for this queue' },
    );
  return db.transaction(async (tx) => {
    const before = await lockItem(tx, queue, id);
    const uuid = await playerUuid(tx, queue, id);
    const payload =
      action.kind === 'pardon'
        ? { reason: action.reason, source: `${queue}:${id}` }
        : { reason: action.reason, duration_minutes: action.durationMinutes, source: `${queue}:${id}` };
    const [deliveryId] = await enqueueDeliveries(tx, [{ kind: action.kind, playerUuid: uuid, payload }]);
    await tx.update(t.table).set({ status: 'resolved' }).where(eq(t.id, id));
    await recordStatusChange(tx, {
      requestKind: queue,
      itemId: id,
      authorId: actor.id,
      from: before.status,
      to: 'resolved',
    });
    await recordAudit(tx, {
      actor,
      action: `${queue}.${action.kind}`,
      target: { table: t.name, id },
      before,
      after: { status: 'resolved', deliveryId, playerUuid: uuid, ...payload },
    });
    return { deliveryId: deliveryId!, kind: action.kind, playerUuid: uuid, status: 'resolved' };
  });
}
