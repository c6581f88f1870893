import { and, eq, ne } from 'drizzle-orm';
import type { RequestKind } from '../../../domain/requests/queues.ts';
import {
  answerEffect,
  APPLICATION_DECIDED,
  APPLICATION_DECIDED_REASON,
  isApplicationAnswerable,
  lastClosedAt,
  REOPEN_WINDOW_PASSED,
  REOPEN_WINDOW_PASSED_REASON,
} from '../../../domain/requests/threads.ts';
import type { Database } from '../../db/client.ts';
import { requestMessages } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { addMessage, recordStatusChange } from '../../requests/messages.ts';
import { QUEUE_TABLES } from '../../requests/queue-tables.ts';
import { markRead } from './list-my-requests.ts';
import { ownItem } from './own-items.ts';

/**
 * The player answers their own item. An open item keeps its status; a resolved or declined one is
 * reopened into the staff queue (status open, the change in the thread) within the reopen window, and
 * refused after it. An application takes answers until it is decided. Answering also marks the staff
 * replies so far as read.
 */
export function answerRequest(
  db: Database,
  user: { id: string },
  queue: RequestKind,
  id: string,
  body: string,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const item = await ownItem(tx, user.id, queue, id, true);
    if (queue === 'application') {
      if (!isApplicationAnswerable(item.status))
        throw AppError.conflict(APPLICATION_DECIDED, APPLICATION_DECIDED_REASON);
      const row = await addMessage(tx, { requestKind: queue, itemId: id, authorId: user.id, kind: 'answer', body });
      await markRead(tx, user.id, queue, id);
      return answered(row, item.status, false);
    }
    const t = QUEUE_TABLES[queue];
    const entries = await tx
      .select({ kind: requestMessages.kind, body: requestMessages.body, createdAt: requestMessages.createdAt })
      .from(requestMessages)
      .where(
        and(eq(requestMessages.requestKind, queue), eq(requestMessages.itemId, id), ne(requestMessages.kind, 'note')),
      );
    const effect = answerEffect(item.status, lastClosedAt(entries, item.createdAt), now);
    if (effect === 'too_late') throw AppError.conflict(REOPEN_WINDOW_PASSED, REOPEN_WINDOW_PASSED_REASON);
    const row = await addMessage(tx, { requestKind: queue, itemId: id, authorId: user.id, kind: 'answer', body });
    const status = effect === 'reopen' ? 'open' : item.status;
    if (effect === 'reopen') {
      await tx.update(t.table).set({ status }).where(eq(t.id, id));
      await recordStatusChange(tx, {
        requestKind: queue,
        itemId: id,
        authorId: user.id,
        from: item.status,
        to: status,
      });
    }
    await markRead(tx, user.id, queue, id);
    return answered(row, status, effect === 'reopen');
  });
}

const answered = (row: { id: string; body: string; createdAt: Date }, status: string, reopened: boolean) => ({
  id: row.id,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
  status,
  reopened,
});
