import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { withDatabaseName } from '../../src/server/db/client.ts';
import { freePort } from '../setup/free-port.ts';
import { startTestServer } from '../setup/test-server.ts';

describe('start-up and shutdown', () => {
  it('two instances can start together on an empty database: migrations take turns', async () => {
    const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
    await admin.connect();
    const name = `fresh_${Date.now()}`;
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = withDatabaseName(inject('pgAdminUrl'), name);
    const [a, b] = await Promise.all([startTestServer({}, url), startTestServer({}, url)]);
    try {
      expect((await a.request('/api/health')).status).toBe(200);
      expect((await b.request('/api/health')).status).toBe(200);
      const { rows } = await a.deps.db.$client.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(rows[0].n).toBeGreaterThanOrEqual(2);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('on SIGTERM closes event streams, exits 0 and stops the embedded PostgreSQL', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cobble-lifecycle-'));
    chmodSync(dir, 0o755);
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dir,
        EMBEDDED_PG_PORT: String(await freePort()),
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    try {
      let up = false;
      for (let i = 0; i < 240 && !up; i++) {
        up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (!up) await new Promise((r) => setTimeout(r, 250));
      }
      expect(up).toBe(true);
      expect(existsSync(path.join(dir, 'pg', 'postmaster.pid'))).toBe(true);
      const stream = await fetch(`http://127.0.0.1:${port}/api/realtime`);
      const reader = stream.body!.getReader();
      await reader.read(); // the 'ready' event
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      // The stream ends rather than hanging until the heartbeat.
      for (;;) if ((await reader.read()).done) break;
      expect(await exited).toBe(0);
      expect(existsSync(path.join(dir, 'pg', 'postmaster.pid'))).toBe(false);
    } finally {
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
