import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from '../../../domain/notifications/kinds.ts';
import { user } from './auth.ts';
import { createdAt, oneOf, tz } from './util.ts';

/**
 * What a player is told, once per event: the event key (a reply's id, a match and its two sides, ...)
 * is unique per recipient, so a second call for the same event adds nothing.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    eventKey: text('event_key').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link').notNull(),
    /** For a staff reply: the request it answers ("tickets:<id>"), read when the request was opened. */
    subject: text('subject'),
    readAt: tz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('notifications_once_per_event').on(t.userId, t.eventKey),
    index('notifications_user_idx').on(t.userId, t.createdAt),
    check('notifications_kind_check', oneOf(t.kind, NOTIFICATION_KINDS)),
  ],
);

/** A kind whose mail the player turned off; no row: mailed. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    email: boolean('email').notNull(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check('notification_preferences_kind_check', oneOf(t.kind, NOTIFICATION_KINDS)),
  ],
);

/**
 * The outbox of notifications sent outside the site: one row per notification and channel (so never
 * twice), tried again with a growing delay until sent or given up (next_attempt_at null).
 */
export const notificationSends = pgTable(
  'notification_sends',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    address: text('address').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tz('next_attempt_at').defaultNow(),
    sentAt: tz('sent_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('notification_sends_once_per_channel').on(t.notificationId, t.channel),
    index('notification_sends_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`sent_at is null`),
    check('notification_sends_channel_check', oneOf(t.channel, NOTIFICATION_CHANNELS)),
  ],
);
