import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/** The longest window any limit uses; a row older than this counts for nothing and may be pruned. */
export const MAX_WINDOW_SECONDS = 3600;

/** Counts one hit for `key` in a fixed window of `windowSeconds`; returns the count so far in this window. */
export async function hitRateLimit(db: Database, key: string, windowSeconds: number): Promise<number> {
  if (windowSeconds > MAX_WINDOW_SECONDS) throw new Error(`Rate limit windows are at most ${MAX_WINDOW_SECONDS} s`);
  const result = await db.execute<{ count: number }>(sql`
    insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) then now() else rate_limits.window_start end
    returning count`);
  return Number(result.rows[0]?.count ?? 0);
}

/**
 * Deletes up to `batch` windows that ended long ago. A hit on an expired key starts a new window
 * anyway, so deleting it changes no count; the batch keeps one run short under any backlog.
 */
export async function pruneRateLimits(db: Database, batch = 5000): Promise<number> {
  const result = await db.execute(sql`
    delete from rate_limits where key in (
      select key from rate_limits
      where window_start < now() - make_interval(secs => ${MAX_WINDOW_SECONDS})
      limit ${batch}
      for update skip locked)`);
  return result.rowCount ?? 0;
}
