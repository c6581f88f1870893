import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { RequestKind, RequestMessage, ThreadEntryKind } from '../../domain/requests/queues.ts';
import type { Tx } from '../db/client.ts';
import { requestMessages, user } from '../db/schema/index.ts';

// The thread of an item a player filed: staff notes (internal), staff replies, the player's answers
// and status changes. The submitter sees all but the notes.

/** The thread, oldest first; the submitter does not get the notes. */
export async function listMessages(
  db: Tx,
  kind: RequestKind,
  itemId: string,
  audience: 'staff' | 'submitter',
): Promise<RequestMessage[]> {
  const rows = await db
    .select({
      id: requestMessages.id,
      kind: requestMessages.kind,
      body: requestMessages.body,
      authorName: user.name,
      createdAt: requestMessages.createdAt,
    })
    .from(requestMessages)
    .leftJoin(user, eq(user.id, requestMessages.authorId))
    .where(
      and(
        eq(requestMessages.requestKind, kind),
        eq(requestMessages.itemId, itemId),
        audience === 'submitter' ? ne(requestMessages.kind, 'note') : undefined,
      ),
    )
    .orderBy(asc(requestMessages.createdAt), asc(requestMessages.id));
  return rows.map((r) => ({ ...r, kind: r.kind as RequestMessage['kind'], createdAt: r.createdAt.toISOString() }));
}

/** Adds an entry in the caller's transaction (which also makes the change it tells of). */
export async function addMessage(
  tx: Tx,
  m: { requestKind: RequestKind; itemId: string; authorId: string; kind: ThreadEntryKind; body: string },
) {
  // The clock's time, not the transaction's: entries written together (an answer and the reopening) keep their order.
  const [row] = await tx
    .insert(requestMessages)
    .values({ ...m, createdAt: sql`clock_timestamp()` })
    .returning();
  return row!;
}

/** A status change joins the thread, so both sides see when an item was resolved or reopened and by whom. */
export function recordStatusChange(
  tx: Tx,
  c: { requestKind: RequestKind; itemId: string; authorId: string; from: string; to: string },
) {
  if (c.from === c.to) return Promise.resolve(null);
  return addMessage(tx, {
    requestKind: c.requestKind,
    itemId: c.itemId,
    authorId: c.authorId,
    kind: 'status',
    body: c.to,
  });
}
