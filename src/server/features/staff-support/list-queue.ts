import { and, desc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { QueueDetail, QueueId, QueueItem } from '../../../domain/requests/queues.ts';
import { pageWindow, toPage } from '../../../domain/staff/paging.ts';
import type { Database, Tx } from '../../db/client.ts';
import { requestMessages, user } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { listMessages } from '../../requests/messages.ts';
import { QUEUE_TABLES } from '../../requests/queue-tables.ts';
import { containsPattern, withCustomPlans } from '../../db/search.ts';

const submitter = alias(user, 'submitter');
const assignee = alias(user, 'assignee');

function selectItems(db: Tx, queue: QueueId) {
  const q = QUEUE_TABLES[queue];
  return db
    .select({
      id: q.id,
      title: q.title,
      status: q.status,
      submitterId: q.owner,
      submitterName: submitter.name,
      assigneeId: q.assignee,
      assigneeName: assignee.name,
      createdAt: q.createdAt,
      // The player spoke last: their answer came after the last staff reply (or there was none yet).
      playerAnswered: sql<boolean>`coalesce((
        select ${requestMessages.kind} = 'answer' from ${requestMessages}
        where ${requestMessages.requestKind} = ${queue} and ${requestMessages.itemId} = ${q.id}
          and ${requestMessages.kind} in ('reply', 'answer')
        order by ${requestMessages.createdAt} desc limit 1), false)`,
    })
    .from(q.table)
    .leftJoin(submitter, eq(submitter.id, q.owner))
    .leftJoin(assignee, eq(assignee.id, q.assignee));
}

const toItem = (queue: QueueId, r: Record<string, unknown>) =>
  ({ ...r, queue, createdAt: (r.createdAt as Date).toISOString() }) as QueueItem;

/**
 * A queue, newest first, by status, by assignee ("me", "none" or an id) and by a part of its title.
 * The page is chosen on the queue's table alone and only its rows are joined to their names: joining
 * first would look up both names of every skipped row (2,000 on page 40). Custom plans, because the
 * best plan depends on the values: a rare title part is found through its trigram index, a common one
 * or a status by walking the date index.
 */
export async function listQueue(
  db: Database,
  actorId: string,
  queue: QueueId,
  f: { page: number; status?: string; assignee?: string; q?: string },
) {
  const t = QUEUE_TABLES[queue];
  const where: SQL[] = [];
  if (f.status) where.push(eq(t.status, f.status));
  if (f.assignee === 'none') where.push(isNull(t.assignee));
  else if (f.assignee) where.push(eq(t.assignee, f.assignee === 'me' ? actorId : f.assignee));
  if (f.q) where.push(ilike(t.title, containsPattern(f.q)));
  const { offset, limit } = pageWindow(f.page);
  const newestFirst = [desc(t.createdAt), desc(t.id)];
  const rows = await withCustomPlans(db, (tx) => {
    const page = tx
      .select({ id: t.id })
      .from(t.table)
      .where(and(...where))
      .orderBy(...newestFirst)
      .offset(offset)
      .limit(limit);
    return selectItems(tx, queue)
      .where(inArray(t.id, page))
      .orderBy(...newestFirst);
  });
  return toPage(
    rows.map((r) => toItem(queue, r)),
    f.page,
  );
}

/** One item: the list columns, the submitted form and the whole thread (notes included). */
export async function queueItem(db: Tx, queue: QueueId, id: string): Promise<QueueDetail> {
  const t = QUEUE_TABLES[queue];
  const [row] = await selectItems(db, queue).where(eq(t.id, id));
  if (!row) throw AppError.notFound('No item of this queue has this id.');
  const [form] = await db.select().from(t.table).where(eq(t.id, id));
  const fields = Object.fromEntries(
    Object.entries(form as Record<string, unknown>).filter(
      ([k]) => !['id', 'userId', 'reporterUserId', 'assigneeId', 'status', 'createdAt'].includes(k),
    ),
  );
  return { item: toItem(queue, row), fields, messages: await listMessages(db, queue, id, 'staff') };
}
