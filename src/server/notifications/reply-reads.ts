import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { notifications as n } from '../db/schema/index.ts';

// A staff reply has one read state for the player: its notification (on /notifications) and its request (on
// My requests) are two views of it. Reading either reads the other, in the transaction of the read, so the
// account menu's two counts never disagree (issue 41).

/** The player opened a request on My requests (or answered it): the notifications of its replies are read too. */
export async function readReplyNotifications(tx: Tx, userId: string, requestKind: string, itemId: string) {
  await tx
    .update(n)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(n.userId, userId),
        eq(n.kind, 'request_reply'),
        eq(n.subject, `${requestKind}:${itemId}`),
        isNull(n.readAt),
      ),
    );
}

/**
 * The player is marking these notifications read (all without ids): each request a reply among them answers is
 * read on My requests up to that reply (found by the notification's event key, "reply:<id>"), not beyond, so a
 * later reply whose notification is still unread stays unread there too. Call it before marking.
 */
export async function readRequestsOfReplies(tx: Tx, userId: string, ids: string[] | undefined) {
  const replyId = sql`case when ${n.eventKey} ~ '^reply:[0-9a-f-]{36}$' then substr(${n.eventKey}, 7)::uuid end`;
  await tx.execute(sql`
    insert into request_reads (user_id, request_kind, item_id, read_at)
    select ${n.userId}, m.request_kind, m.item_id, max(m.created_at)
    from ${n} join request_messages m on m.id = ${replyId}
    where ${and(eq(n.userId, userId), eq(n.kind, 'request_reply'), isNull(n.readAt), ids ? inArray(n.id, ids) : undefined)}
    group by ${n.userId}, m.request_kind, m.item_id
    on conflict (user_id, request_kind, item_id) do update set read_at = greatest(request_reads.read_at, excluded.read_at)`);
}
