import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { MY_REQUESTS_PER_KIND, type MyRequest } from '../../../domain/requests/my-requests.ts';
import { QUEUE_IDS, type RequestKind } from '../../../domain/requests/queues.ts';
import type { Tx } from '../../db/client.ts';
import { gymLeaderApplications as apps, requestMessages, requestReads, user } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { QUEUE_TABLES } from '../../requests/queue-tables.ts';

type Item = { kind: RequestKind; id: string; title: string; status: string; createdAt: Date };

async function ownItems(db: Tx, userId: string): Promise<Item[]> {
  const queues = QUEUE_IDS.map(async (queue) => {
    const t = QUEUE_TABLES[queue];
    const rows = await db
      .select({ id: t.id, title: t.title, status: t.status, createdAt: t.createdAt })
      .from(t.table)
      .where(eq(t.owner, userId))
      .orderBy(desc(t.createdAt))
      .limit(MY_REQUESTS_PER_KIND);
    return rows.map((r) => ({ ...(r as Omit<Item, 'kind'>), kind: queue }));
  });
  const applications = db
    .select({ id: apps.id, title: apps.gymPrimary, status: apps.status, createdAt: apps.createdAt })
    .from(apps)
    .where(eq(apps.userId, userId))
    .orderBy(desc(apps.createdAt))
    .limit(MY_REQUESTS_PER_KIND)
    .then((rows) => rows.map((r) => ({ ...r, kind: 'application' as const })));
  return (await Promise.all([...queues, applications])).flat();
}

/** Everything the player filed, newest first, with the replies and whether one is unread. */
export async function listMyRequests(db: Tx, userId: string): Promise<MyRequest[]> {
  const items = await ownItems(db, userId);
  if (items.length === 0) return [];
  const ids = items.map((i) => i.id);
  const [replies, reads] = await Promise.all([
    db
      .select({
        id: requestMessages.id,
        itemId: requestMessages.itemId,
        requestKind: requestMessages.requestKind,
        body: requestMessages.body,
        authorName: user.name,
        createdAt: requestMessages.createdAt,
      })
      .from(requestMessages)
      .leftJoin(user, eq(user.id, requestMessages.authorId))
      .where(and(inArray(requestMessages.itemId, ids), eq(requestMessages.kind, 'reply')))
      .orderBy(asc(requestMessages.createdAt)),
    db.select().from(requestReads).where(eq(requestReads.userId, userId)),
  ]);
  const readAt = new Map(reads.map((r) => [`${r.requestKind}:${r.itemId}`, r.readAt.getTime()]));
  return items
    .map((i) => {
      const own = replies.filter((r) => r.itemId === i.id && r.requestKind === i.kind);
      const seen = readAt.get(`${i.kind}:${i.id}`) ?? 0;
      return {
        kind: i.kind,
        id: i.id,
        title: i.title,
        status: i.status,
        createdAt: i.createdAt.toISOString(),
        replies: own.map((r) => ({
          id: r.id,
          kind: 'reply' as const,
          body: r.body,
          authorName: r.authorName,
          createdAt: r.createdAt.toISOString(),
        })),
        unread: own.some((r) => r.createdAt.getTime() > seen),
      };
    })
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** How many of the player's items have a reply they have not opened: the navbar's dot. */
export async function countUnread(db: Tx, userId: string) {
  return (await listMyRequests(db, userId)).filter((r) => r.unread).length;
}

/** The player opened the item: every reply so far is read. Only the submitter can mark it. */
export async function markRead(db: Tx, userId: string, kind: RequestKind, id: string) {
  const [owned] =
    kind === 'application'
      ? await db
          .select({ id: apps.id })
          .from(apps)
          .where(and(eq(apps.id, id), eq(apps.userId, userId)))
      : await db
          .select({ id: QUEUE_TABLES[kind].id })
          .from(QUEUE_TABLES[kind].table)
          .where(and(eq(QUEUE_TABLES[kind].id, id), eq(QUEUE_TABLES[kind].owner, userId)));
  if (!owned) throw AppError.notFound('You filed no such request.');
  await db
    .insert(requestReads)
    .values({ userId, requestKind: kind, itemId: id })
    .onConflictDoUpdate({
      target: [requestReads.userId, requestReads.requestKind, requestReads.itemId],
      set: { readAt: sql`now()` },
    });
}
