import { and, asc, count, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import type { MyRequest } from '../../../domain/requests/my-requests.ts';
import { QUEUE_IDS, type RequestKind, type RequestMessage } from '../../../domain/requests/queues.ts';
import { submittedText } from '../../../domain/requests/submitted.ts';
import {
  answerEffect,
  isApplicationAnswerable,
  isClosed,
  lastClosedAt,
  reopenDeadline,
} from '../../../domain/requests/threads.ts';
import type { Tx } from '../../db/client.ts';
import { gymLeaderApplications as apps, requestMessages, requestReads, user } from '../../db/schema/index.ts';
import { readReplyNotifications } from '../../notifications/reply-reads.ts';
import { QUEUE_TABLES } from '../../requests/queue-tables.ts';
import { ownItem, ownItems, type OwnItem } from './own-items.ts';

type Entry = RequestMessage & { itemId: string; requestKind: string; at: Date };

/** The threads of these items as their submitter sees them (no notes), oldest first. */
async function threads(db: Tx, items: OwnItem[]): Promise<Entry[]> {
  const rows = await db
    .select({
      id: requestMessages.id,
      itemId: requestMessages.itemId,
      requestKind: requestMessages.requestKind,
      kind: requestMessages.kind,
      body: requestMessages.body,
      authorName: user.name,
      at: requestMessages.createdAt,
    })
    .from(requestMessages)
    .leftJoin(user, eq(user.id, requestMessages.authorId))
    .where(
      and(
        inArray(
          requestMessages.itemId,
          items.map((i) => i.id),
        ),
        ne(requestMessages.kind, 'note'),
      ),
    )
    .orderBy(asc(requestMessages.createdAt), asc(requestMessages.id));
  return rows.map((r) => ({ ...r, kind: r.kind as RequestMessage['kind'], createdAt: r.at.toISOString() }));
}

function toRequest(i: OwnItem, entries: Entry[], readAt: number, now: Date): MyRequest {
  const thread = entries.map(({ id, kind, body, authorName, createdAt }) => ({
    id,
    kind,
    body,
    authorName,
    createdAt,
  }));
  const replies = thread.filter((e) => e.kind === 'reply');
  const unreadReplies = entries.filter((e) => e.kind === 'reply' && e.at.getTime() > readAt).length;
  const queue = i.kind !== 'application';
  const closedAt = lastClosedAt(
    entries.map((e) => ({ kind: e.kind, body: e.body, createdAt: e.at })),
    i.createdAt,
  );
  return {
    kind: i.kind,
    id: i.id,
    title: i.title,
    status: i.status,
    createdAt: i.createdAt.toISOString(),
    submitted: queue && i.form ? submittedText(i.kind as (typeof QUEUE_IDS)[number], i.form) : [],
    thread,
    replies,
    unread: unreadReplies > 0,
    unreadReplies,
    canAnswer: queue ? answerEffect(i.status, closedAt, now) !== 'too_late' : isApplicationAnswerable(i.status),
    reopenUntil: queue && isClosed(i.status) ? reopenDeadline(closedAt).toISOString() : null,
  };
}

/** Everything the player filed, newest first, each with what they wrote, its thread and its unread replies. */
export async function listMyRequests(db: Tx, userId: string, now = new Date()): Promise<MyRequest[]> {
  const items = await ownItems(db, userId);
  if (items.length === 0) return [];
  const [entries, reads] = await Promise.all([
    threads(db, items),
    db.select().from(requestReads).where(eq(requestReads.userId, userId)),
  ]);
  const readAt = new Map(reads.map((r) => [`${r.requestKind}:${r.itemId}`, r.readAt.getTime()]));
  return items
    .map((i) =>
      toRequest(
        i,
        entries.filter((e) => e.itemId === i.id && e.requestKind === i.kind),
        readAt.get(`${i.kind}:${i.id}`) ?? 0,
        now,
      ),
    )
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/**
 * How many staff replies the player has not seen, over everything they filed: the account menu's
 * count. One count over the replies to the player's own items (found through each queue's owner index).
 */
export async function countUnread(db: Tx, userId: string) {
  const owned = [
    ...QUEUE_IDS.map((queue) => {
      const t = QUEUE_TABLES[queue];
      const ids = db.select({ id: t.id }).from(t.table).where(eq(t.owner, userId));
      return and(eq(requestMessages.requestKind, queue), inArray(requestMessages.itemId, ids));
    }),
    and(
      eq(requestMessages.requestKind, 'application'),
      inArray(requestMessages.itemId, db.select({ id: apps.id }).from(apps).where(eq(apps.userId, userId))),
    ),
  ];
  const [row] = await db
    .select({ n: count() })
    .from(requestMessages)
    .leftJoin(
      requestReads,
      and(
        eq(requestReads.userId, userId),
        eq(requestReads.requestKind, requestMessages.requestKind),
        eq(requestReads.itemId, requestMessages.itemId),
      ),
    )
    .where(
      and(
        eq(requestMessages.kind, 'reply'),
        gt(requestMessages.createdAt, sql`coalesce(${requestReads.readAt}, '-infinity')`),
        or(...owned),
      ),
    );
  return row?.n ?? 0;
}

/**
 * The player opened the item (or answered it): every reply so far is read, and so are their notifications (call it
 * in a transaction). Only the submitter can mark it.
 */
export async function markRead(tx: Tx, userId: string, kind: RequestKind, id: string) {
  await ownItem(tx, userId, kind, id);
  await tx
    .insert(requestReads)
    .values({ userId, requestKind: kind, itemId: id })
    .onConflictDoUpdate({
      target: [requestReads.userId, requestReads.requestKind, requestReads.itemId],
      set: { readAt: sql`now()` },
    });
  await readReplyNotifications(tx, userId, kind, id);
}
