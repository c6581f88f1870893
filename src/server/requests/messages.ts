import { and, asc, eq } from 'drizzle-orm';
import type { RequestKind, RequestMessage } from '../../domain/requests/queues.ts';
import type { Tx } from '../db/client.ts';
import { requestMessages, user } from '../db/schema/index.ts';

// The thread of an item a player filed: staff notes (internal) and replies (the submitter sees them).

/** The thread, oldest first; the submitter gets the replies only. */
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
        audience === 'submitter' ? eq(requestMessages.kind, 'reply') : undefined,
      ),
    )
    .orderBy(asc(requestMessages.createdAt), asc(requestMessages.id));
  return rows.map((r) => ({ ...r, kind: r.kind as RequestMessage['kind'], createdAt: r.createdAt.toISOString() }));
}

/** Adds a note or reply in the caller's transaction (which also writes the audit log). */
export async function addMessage(
  tx: Tx,
  m: { requestKind: RequestKind; itemId: string; authorId: string; kind: RequestMessage['kind']; body: string },
) {
  const [row] = await tx.insert(requestMessages).values(m).returning();
  return row!;
}
