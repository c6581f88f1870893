import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

/** SQL for "column is one of these values", used by CHECK constraints on enumerations. */
export function oneOf(column: AnyColumn, values: readonly string[]): SQL {
  const list = values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(list)})`;
}

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const tz = (name: string) => timestamp(name, { withTimezone: true });
