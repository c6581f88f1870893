import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/** Counts one hit for `key` in a fixed window of `windowSeconds`; returns the count so far in this window. */
export async function hitRateLimit(db: Database, key: string, windowSeconds: number): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`
    insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) then now() else rate_limits.window_start end
    returning count`);
  return Number(result.rows[0]?.count ?? 0);
}
