import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../config.ts';
import { createDatabase, type Database } from '../db/client.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../db/embedded.ts';
import { runMigrations } from '../db/migrate.ts';

/**
 * The site's database for command-line tools: DATABASE_URL when set, otherwise the embedded
 * PostgreSQL of DATA_DIR — the running site's if it is up, or started here for the duration.
 */
export async function openSiteDatabase(): Promise<{ db: Database; url: string; close: () => Promise<void> }> {
  const config = loadConfig();
  let embedded: EmbeddedDatabase | undefined;
  let url = config.databaseUrl ?? `postgres://postgres:postgres@127.0.0.1:${config.embeddedPgPort}/app`;
  if (!config.databaseUrl && !(await reachable(url))) {
    embedded = await startEmbeddedPostgres(
      path.join(config.dataDir, 'pg'),
      config.embeddedPgPort,
      pino({ level: 'warn' }),
    );
    url = embedded.url;
    await runMigrations(url);
  }
  const db = createDatabase(url, 2);
  return {
    db,
    url,
    close: async () => {
      await db.$client.end();
      await embedded?.stop();
    },
  };
}

async function reachable(url: string): Promise<boolean> {
  const db = createDatabase(url, 1);
  try {
    await db.$client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await db.$client.end().catch(() => undefined);
  }
}
