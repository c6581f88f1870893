import { bigserial, check, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { REQUEST_KINDS, THREAD_ENTRY_KINDS } from '../../../domain/requests/queues.ts';
import { createdAt, oneOf, outboxColumns, outboxDue, tz } from './util.ts';

/**
 * The thread of anything a player filed (the five support queues and the gym leader application):
 * staff notes (internal), staff replies, the player's answers and status changes (`body` holds the
 * new status). `request_kind` names the item's table through its queue.
 */
export const requestMessages = pgTable(
  'request_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestKind: text('request_kind').notNull(),
    itemId: uuid('item_id').notNull(),
    /** A plain id, like the audit log's actor, so that deleting an account keeps the thread. */
    authorId: text('author_id'),
    kind: text('kind').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('request_messages_item_idx').on(t.requestKind, t.itemId, t.createdAt),
    check('request_messages_kind_check', oneOf(t.kind, THREAD_ENTRY_KINDS)),
    check('request_messages_request_kind_check', oneOf(t.requestKind, REQUEST_KINDS)),
  ],
);

/** When the submitter last opened an item on My requests; a reply after it is unread. */
export const requestReads = pgTable(
  'request_reads',
  {
    userId: text('user_id').notNull(),
    requestKind: text('request_kind').notNull(),
    itemId: uuid('item_id').notNull(),
    readAt: tz('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.requestKind, t.itemId] })],
);

/**
 * The outbox of staff notifications: a trigger adds a row when a player files something, and a
 * background job posts it to the staff Discord webhook, retrying with backoff until it is sent.
 */
export const staffNotifications = pgTable(
  'staff_notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestKind: text('request_kind').notNull(),
    itemId: uuid('item_id').notNull(),
    ...outboxColumns(),
  },
  (t) => [outboxDue('staff_notifications_due_idx', t)],
);
