import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import { QUEUE_LABELS, type RequestKind } from '../../domain/requests/queues.ts';
import type { Database, Tx } from '../db/client.ts';
import { gymLeaderApplications, staffNotifications } from '../db/schema/index.ts';
import { QUEUE_TABLES } from '../requests/queue-tables.ts';
import { afterAttempt, attempt, postToWebhook } from './outbox.ts';

// Posts the outbox of staff notifications (filled by database triggers when a player files
// something) to the staff channel's Discord webhook. A failed post is tried again later with a
// growing delay, so the player's submission never waits for Discord nor fails with it.

const BATCH = 20;

async function describe(db: Tx, kind: RequestKind, id: string, publicUrl: string) {
  let title: string | undefined;
  if (kind === 'application') {
    const [a] = await db
      .select({ name: gymLeaderApplications.fullName, element: gymLeaderApplications.gymPrimary })
      .from(gymLeaderApplications)
      .where(eq(gymLeaderApplications.id, id));
    title = a && `${a.name} (${a.element})`;
  } else {
    const t = QUEUE_TABLES[kind];
    const [row] = await db.select({ title: t.title }).from(t.table).where(eq(t.id, id));
    title = row?.title as string | undefined;
  }
  const label = kind === 'application' ? 'Gym leader application' : QUEUE_LABELS[kind];
  const url =
    kind === 'application'
      ? `${publicUrl}/staff/applications?id=${id}`
      : `${publicUrl}/staff/support?queue=${kind}&id=${id}`;
  return {
    content: `New ${label.toLowerCase().replace(/s$/, '')}`,
    embeds: [{ title: title ?? id, url, description: label }],
  };
}

/** Sends what is due; returns how many were sent. Safe on several instances (rows are locked, skipped by others). */
export async function sendStaffNotifications(
  deps: { db: Database; webhookUrl: string; publicUrl: string },
  post: typeof fetch = fetch,
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(staffNotifications)
      .where(and(isNull(staffNotifications.sentAt), lte(staffNotifications.nextAttemptAt, new Date())))
      .orderBy(asc(staffNotifications.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    let sent = 0;
    for (const n of due) {
      const message = await describe(tx, n.requestKind as RequestKind, n.itemId, deps.publicUrl);
      const error = await attempt(() => postToWebhook(deps.webhookUrl, message, post));
      if (error === null) sent++;
      await tx.update(staffNotifications).set(afterAttempt(n.attempts, error)).where(eq(staffNotifications.id, n.id));
    }
    return sent;
  });
}
