import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDatabaseName } from '../../src/server/db/client.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../src/server/db/embedded.ts';
import { runMigrations } from '../../src/server/db/migrate.ts';
import { freePort } from '../setup/free-port.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

// Its own PostgreSQL, as in tests/platform/outage.test.ts, so stopping it disturbs no other test file.
let dir: string;
let port: number;
let db: EmbeddedDatabase;
let server: TestServer;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'cobble-ready-'));
  chmodSync(dir, 0o755); // PostgreSQL runs as its own user when we are root
  port = await freePort();
  db = await startEmbeddedPostgres(path.join(dir, 'pg'), port, pino({ level: 'silent' }));
  const url = withDatabaseName(db.url, 'app');
  await runMigrations(url);
  server = await startTestServer({ LOG_LEVEL: 'error' }, url);
}, 60_000);
afterAll(async () => {
  await server?.close();
  await db?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function until(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

const get = async (p: string) => {
  const res = await server.request(p);
  return { status: res.status, body: await res.json() };
};

describe('readiness and liveness', () => {
  it('is ready with the database up and migrated', async () => {
    expect(await get('/api/ready')).toEqual({
      status: 200,
      body: { status: 'ready', database: 'reachable', migrations: 'applied' },
    });
    expect(await get('/api/health')).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('is not ready while migrations of this build are missing', async () => {
    const pool = server.deps.db.$client;
    const { rows } = await pool.query(
      'delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning *',
    );
    try {
      expect(await get('/api/ready')).toEqual({
        status: 503,
        body: { status: 'not ready', database: 'reachable', migrations: 'pending' },
      });
    } finally {
      const r = rows[0] as { id: number; hash: string; created_at: string };
      await pool.query('insert into drizzle.__drizzle_migrations (id, hash, created_at) values ($1, $2, $3)', [
        r.id,
        r.hash,
        r.created_at,
      ]);
    }
    expect((await get('/api/ready')).status).toBe(200);
  });

  it('flips to 503 while the database is down, stays alive, and is ready again once it is back', async () => {
    await db.stop();
    expect(await get('/api/ready')).toEqual({
      status: 503,
      body: { status: 'not ready', database: 'unreachable', migrations: 'unknown' },
    });
    expect(await get('/api/health')).toEqual({ status: 200, body: { status: 'ok' } });
    db = await startEmbeddedPostgres(path.join(dir, 'pg'), port, pino({ level: 'silent' }));
    expect(await until(async () => (await server.request('/api/ready')).status === 200, 20_000)).toBe(true);
  }, 60_000);
});
