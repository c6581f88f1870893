import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Notification, NotificationKind } from '../../../domain/notifications/kinds.ts';
import type { Database, Tx } from '../../db/client.ts';
import { notifications as n } from '../../db/schema/index.ts';
import { readRequestsOfReplies } from '../../notifications/reply-reads.ts';

const LIMIT = 50;

/**
 * Unread: not marked read, and for a staff reply, its request not opened on My requests since. Opening the request
 * marks its reply notifications read as well (src/server/notifications/reply-reads.ts); the second half covers the
 * requests opened before it did.
 */
const unread = sql`(${n.readAt} is null and not exists (
  select 1 from request_reads r
  where ${n.subject} is not null and r.user_id = ${n.userId}
    and r.request_kind || ':' || r.item_id::text = ${n.subject} and r.read_at >= ${n.createdAt}))`;

/** The player's latest notifications, newest first, and how many are unread. */
export async function listNotifications(db: Tx, userId: string): Promise<{ items: Notification[]; unread: number }> {
  const [rows, counts] = await Promise.all([
    db
      .select({
        id: n.id,
        kind: n.kind,
        title: n.title,
        body: n.body,
        link: n.link,
        unread: sql<boolean>`${unread}`,
        createdAt: n.createdAt,
      })
      .from(n)
      .where(eq(n.userId, userId))
      .orderBy(desc(n.createdAt), desc(n.id))
      .limit(LIMIT),
    countUnread(db, userId),
  ]);
  return {
    items: rows.map(({ unread: u, ...r }) => ({
      ...r,
      kind: r.kind as NotificationKind,
      read: !u,
      createdAt: r.createdAt.toISOString(),
    })),
    unread: counts.unread,
  };
}

/** Unread notifications, and how many of them are staff replies (which My requests counts already). */
export async function countUnread(db: Tx, userId: string) {
  const [row] = await db
    .select({
      unread: count(),
      unreadReplies: sql<number>`count(*) filter (where ${n.kind} = 'request_reply')::int`,
    })
    .from(n)
    .where(and(eq(n.userId, userId), unread));
  return { unread: row?.unread ?? 0, unreadReplies: row?.unreadReplies ?? 0 };
}

/**
 * Marks these notifications of the player read (all of them without ids), and with a staff reply among them its
 * request on My requests, in one transaction.
 */
export async function markRead(db: Database, userId: string, ids: string[] | undefined) {
  await db.transaction(async (tx) => {
    await readRequestsOfReplies(tx, userId, ids);
    await tx
      .update(n)
      .set({ readAt: sql`now()` })
      .where(and(eq(n.userId, userId), isNull(n.readAt), ids ? inArray(n.id, ids) : undefined));
  });
}
