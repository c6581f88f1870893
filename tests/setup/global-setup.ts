import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pino from 'pino';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../src/server/db/embedded.ts';
import { withDatabaseName } from '../../src/server/db/client.ts';
import { runMigrations } from '../../src/server/db/migrate.ts';
import { freePort } from './free-port.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

export const TEMPLATE_DB = 'template_app';

/** One embedded PostgreSQL for the run, with a migrated template that each test file clones. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'cobble-test-pg-'));
  chmodSync(dir, 0o755); // PostgreSQL runs as its own user when we are root
  const db = await startEmbeddedPostgres(path.join(dir, 'pg'), await freePort(), pino({ level: 'warn' }));
  const adminUrl = withDatabaseName(db.url, 'postgres');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  await admin.end();
  await runMigrations(withDatabaseName(db.url, TEMPLATE_DB));
  project.provide('pgAdminUrl', adminUrl);
  return async () => {
    await db.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
