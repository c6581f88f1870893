import { sql } from 'drizzle-orm';
import type { TestServer } from '../../setup/test-server.ts';

/**
 * Tables whose row count may change on a refused request, or with no request at all:
 * rate_limits, since every request counts against its window (a row per address and user) and a job
 * prunes expired windows. Everything else, the audit log and the sessions included, must be as it
 * was after a 4xx: a refused request writes nothing.
 */
const MAY_CHANGE = new Set(['rate_limits']);

export type RowCounts = Record<string, number>;

/** Reads the row count of every other table of the public schema in one statement. */
export async function rowCounter(server: TestServer): Promise<() => Promise<RowCounts>> {
  const { rows } = await server.deps.db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const tables = rows.map((r) => r.name).filter((t) => !MAY_CHANGE.has(t) && !t.startsWith('__drizzle'));
  const query = `select ${tables.map((t) => `(select count(*) from "${t}")::int as "${t}"`).join(', ')}`;
  return async () => {
    const result = await server.deps.db.execute<RowCounts>(sql.raw(query));
    return result.rows[0]!;
  };
}

/** The tables whose counts differ, as "table: before → after". */
export function changedCounts(before: RowCounts, after: RowCounts): string[] {
  return Object.keys(before)
    .filter((t) => before[t] !== after[t])
    .map((t) => `${t}: ${before[t]} → ${after[t]}`);
}
