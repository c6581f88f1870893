import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { index, integer, text, timestamp, type PgColumn } from 'drizzle-orm/pg-core';

/** SQL for "column is one of these values", used by CHECK constraints on enumerations. */
export function oneOf(column: AnyColumn, values: readonly string[]): SQL {
  const list = values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(list)})`;
}

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const tz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The columns of an outbox a background job sends from: tried again with a growing delay until `sent_at` is set.
 * `outboxDue` is the job's index over what is still to send.
 */
export const outboxColumns = () => ({
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: tz('next_attempt_at').notNull().defaultNow(),
  sentAt: tz('sent_at'),
  lastError: text('last_error'),
  createdAt: createdAt(),
});

export const outboxDue = (name: string, t: { nextAttemptAt: PgColumn }) =>
  index(name)
    .on(t.nextAttemptAt)
    .where(sql`sent_at is null`);
