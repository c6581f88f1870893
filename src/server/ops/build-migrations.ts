import { readFileSync } from 'node:fs';

const JOURNAL = new URL('../db/migrations/meta/_journal.json', import.meta.url);

/**
 * The migrations this build carries: how many, and when the newest was made (drizzle records that as the
 * applied migration's created_at, which is how a database tells what it has).
 */
export function buildMigrations(): { count: number; newest: number } {
  const { entries } = JSON.parse(readFileSync(JOURNAL, 'utf8')) as { entries: { when: number }[] };
  return { count: entries.length, newest: Math.max(...entries.map((e) => e.when)) };
}
