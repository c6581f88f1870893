import { and, desc, eq } from 'drizzle-orm';
import { MY_REQUESTS_PER_KIND } from '../../../domain/requests/my-requests.ts';
import { QUEUE_IDS, type RequestKind } from '../../../domain/requests/queues.ts';
import type { Tx } from '../../db/client.ts';
import { gymLeaderApplications as apps } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { QUEUE_TABLES } from '../../requests/queue-tables.ts';

export type OwnItem = {
  kind: RequestKind;
  id: string;
  title: string;
  status: string;
  createdAt: Date;
  /** The stored form (the five queues), for what the player wrote. */
  form: Record<string, unknown> | null;
};

/** Everything the player filed: the newest of each queue and their applications. */
export async function ownItems(db: Tx, userId: string): Promise<OwnItem[]> {
  const queues = QUEUE_IDS.map(async (queue) => {
    const t = QUEUE_TABLES[queue];
    const rows = await db
      .select({ form: t.table, title: t.title })
      .from(t.table)
      .where(eq(t.owner, userId))
      .orderBy(desc(t.createdAt))
      .limit(MY_REQUESTS_PER_KIND);
    return rows.map(({ form, title }) => ({
      kind: queue,
      id: form.id,
      title: title as string,
      status: form.status,
      createdAt: form.createdAt,
      form: form as Record<string, unknown>,
    }));
  });
  const applications = db
    .select({ id: apps.id, title: apps.gymPrimary, status: apps.status, createdAt: apps.createdAt })
    .from(apps)
    .where(eq(apps.userId, userId))
    .orderBy(desc(apps.createdAt))
    .limit(MY_REQUESTS_PER_KIND)
    .then((rows) => rows.map((r) => ({ ...r, kind: 'application' as const, form: null })));
  return (await Promise.all([...queues, applications])).flat();
}

/**
 * The item if this player filed it, locked when `lock` is set; anyone else's (or none) is a 404, so
 * a player cannot even learn that another's item exists.
 */
export async function ownItem(db: Tx, userId: string, kind: RequestKind, id: string, lock = false) {
  const query =
    kind === 'application'
      ? db
          .select({ status: apps.status, createdAt: apps.createdAt })
          .from(apps)
          .where(and(eq(apps.id, id), eq(apps.userId, userId)))
      : db
          .select({ status: QUEUE_TABLES[kind].status, createdAt: QUEUE_TABLES[kind].createdAt })
          .from(QUEUE_TABLES[kind].table)
          .where(and(eq(QUEUE_TABLES[kind].id, id), eq(QUEUE_TABLES[kind].owner, userId)));
  const [owned] = lock ? await query.for('update') : await query;
  if (!owned) throw AppError.notFound('You filed no such request.');
  return owned as { status: string; createdAt: Date };
}
