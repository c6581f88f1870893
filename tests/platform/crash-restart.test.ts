import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../../src/server/db/embedded.ts';
import { runMigrations } from '../../src/server/db/migrate.ts';
import { isRunning } from '../../src/server/db/stale-postmaster.ts';
import { freePort } from '../setup/free-port.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(check: () => Promise<boolean> | boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (
      await Promise.resolve()
        .then(check)
        .catch(() => false)
    )
      return true;
    await sleep(250);
  }
  return false;
}

// `npm start` as a separate process, with the embedded PostgreSQL in its own temporary data directory.
describe('crashes of the server or of its embedded PostgreSQL', () => {
  let dir: string;
  let port: number;
  let pgPort: number;
  let children: ChildProcess[];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'cobble-crash-'));
    chmodSync(dir, 0o755); // PostgreSQL runs as its own user when we are root
    port = await freePort();
    pgPort = await freePort();
    // Initialised and migrated once, here, so each test starts the server on a ready database.
    const db = await startEmbeddedPostgres(path.join(dir, 'pg'), pgPort, pino({ level: 'silent' }));
    await runMigrations(db.url);
    await db.stop();
  });
  beforeEach(() => {
    children = [];
  });
  afterEach(async () => {
    for (const child of children) child.kill('SIGKILL');
    const pid = postmasterPid();
    if (pid && isRunning(pid)) process.kill(pid, 'SIGKILL'); // leave no PostgreSQL behind, even on failure
    await waitFor(() => !pid || !isRunning(pid), 5_000);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true, maxRetries: 5 }));

  function postmasterPid(): number | undefined {
    const file = path.join(dir, 'pg', 'postmaster.pid');
    return existsSync(file) ? Number.parseInt(readFileSync(file, 'utf8').split('\n')[0]!, 10) : undefined;
  }

  function startApp() {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dir,
        EMBEDDED_PG_PORT: String(pgPort),
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'error',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    children.push(child);
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    return { child, exited, stderr: () => stderr };
  }

  const healthy = () => fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok);

  it('npm start after a kill -9 of the server stops the orphaned PostgreSQL and comes back', async () => {
    const first = startApp();
    expect(await waitFor(healthy, 30_000)).toBe(true);
    const orphan = postmasterPid()!;
    first.child.kill('SIGKILL');
    await first.exited;
    expect(isRunning(orphan)).toBe(true); // PostgreSQL outlives its parent

    const second = startApp();
    const up = await waitFor(healthy, 25_000);
    expect(second.stderr()).not.toContain('already running');
    expect(up).toBe(true);
    expect(isRunning(orphan)).toBe(false);

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(postmasterPid()).toBeUndefined();
  }, 60_000);

  it('after a kill -9 of the server, its database is ready within a second of a clean start', async () => {
    const first = startApp();
    expect(await waitFor(healthy, 30_000)).toBe(true);
    const orphan = postmasterPid()!;
    first.child.kill('SIGKILL');
    await first.exited;
    expect(isRunning(orphan)).toBe(true);

    // What npm start does first, timed: the rest of a start is the same whatever PostgreSQL was left running.
    const silent = pino({ level: 'silent' });
    const timedStart = async () => {
      const started = Date.now();
      const db = await startEmbeddedPostgres(path.join(dir, 'pg'), pgPort, silent);
      const ms = Date.now() - started;
      await db.stop();
      return ms;
    };
    const afterOrphan = await timedStart();
    expect(isRunning(orphan)).toBe(false);
    const clean = await timedStart(); // the previous one stopped cleanly
    expect(afterOrphan, `clean start ${clean} ms, after an orphan ${afterOrphan} ms`).toBeLessThanOrEqual(
      clean + 1_000,
    );
  }, 60_000);

  it('restarts its embedded PostgreSQL after a kill -9, and still shuts down on SIGTERM', async () => {
    const app = startApp();
    expect(await waitFor(healthy, 30_000)).toBe(true);
    const stream = await fetch(`http://127.0.0.1:${port}/api/realtime`);
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = '';
    void (async () => {
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: '', done: true }));
        if (done) return;
        received += value;
      }
    })();

    const killed = postmasterPid()!;
    process.kill(killed, 'SIGKILL');
    // The restart may come back before a health probe sees the site down, so the test watches the
    // postmaster itself: the killed one gone, a new one running.
    expect(await waitFor(() => !isRunning(killed), 5_000)).toBe(true);
    // Back without a human: a new postmaster, the site healthy, the change feed listening again.
    const restarted = () => {
      const pid = postmasterPid();
      return pid !== undefined && pid !== killed && isRunning(pid);
    };
    expect(await waitFor(async () => restarted() && (await healthy()), 30_000)).toBe(true);
    expect(await waitFor(() => received.includes('event: resync'), 10_000)).toBe(true);
    const admin = new pg.Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:${pgPort}/app` });
    await admin.connect();
    const { rows } = await admin.query(
      `select count(*)::int as n from pg_stat_activity where query = 'LISTEN changes'`,
    );
    await admin.end();
    expect(rows[0].n).toBe(1);

    const started = Date.now();
    app.child.kill('SIGTERM');
    expect(await Promise.race([app.exited, sleep(20_000).then(() => 'timed out')])).toBe(0);
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(postmasterPid()).toBeUndefined();
  }, 60_000);
});
