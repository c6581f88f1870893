import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDatabaseName } from '../../src/server/db/client.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../src/server/db/embedded.ts';
import { runMigrations } from '../../src/server/db/migrate.ts';
import { makeGymLeader } from '../../src/server/db/seed/factories.ts';
import { freePort } from '../setup/free-port.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const log = pino({ level: 'silent' });

/**
 * An SSE client that counts the events it receives, by name; changes by name and table ('change:gym_leaders'), since
 * the server's own jobs may write too (closing the demo cup's ended check-in, at startup, can land after the streams
 * have opened).
 */
function openStream(url: string) {
  const controller = new AbortController();
  const counts: Record<string, number> = {};
  const opened = fetch(`${url}/api/realtime`, { signal: controller.signal }).then(async (res) => {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    void (async () => {
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: '', done: true }));
        if (done) return;
        buffer += value;
        let idx;
        while ((idx = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, idx);
          buffer = buffer.slice(idx + 2);
          const event = /^event: (.*)$/m.exec(frame)?.[1] ?? 'message';
          const name = event === 'change' ? `change:${JSON.parse(/^data: (.*)$/m.exec(frame)![1]!).table}` : event;
          counts[name] = (counts[name] ?? 0) + 1;
        }
      }
    })();
  });
  return { counts, opened, close: () => controller.abort() };
}

async function waitFor(check: () => Promise<boolean> | boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (
      await Promise.resolve()
        .then(check)
        .catch(() => false)
    )
      return true;
    await sleep(200);
  }
  return false;
}

// This file runs its own PostgreSQL so it can stop it without disturbing the other test files.
describe('realtime after a database outage', () => {
  let dir: string;
  let port: number;
  let db: EmbeddedDatabase;
  let server: TestServer;
  let appUrl: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'cobble-outage-'));
    chmodSync(dir, 0o755); // PostgreSQL runs as its own user when we are root
    port = await freePort();
    db = await startEmbeddedPostgres(path.join(dir, 'pg'), port, log);
    appUrl = withDatabaseName(db.url, 'app');
    await runMigrations(appUrl);
    server = await startTestServer({}, appUrl);
  });
  afterAll(async () => {
    await server?.close();
    await db?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** LISTEN connections on the database, counted by PostgreSQL itself. */
  async function listenConnections(): Promise<number> {
    const admin = new pg.Client({ connectionString: appUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query(
        `select count(*)::int as n from pg_stat_activity where query = 'LISTEN changes' and pid <> pg_backend_pid()`,
      );
      return rows[0].n as number;
    } finally {
      await admin.end();
    }
  }

  it('holds one LISTEN connection and delivers each change once per client after two outages', async () => {
    const clients = Array.from({ length: 5 }, () => openStream(server.url));
    await Promise.all(clients.map((c) => c.opened));
    try {
      for (let outage = 0; outage < 2; outage++) {
        await db.stop();
        await sleep(4_000); // long enough for several failed reconnect attempts
        db = await startEmbeddedPostgres(path.join(dir, 'pg'), port, log);
        // Every client hears that the feed is back (a 'resync'), once per outage.
        expect(await waitFor(() => clients.every((c) => (c.counts.resync ?? 0) > outage), 20_000)).toBe(true);
      }
      expect((await server.request('/api/ready')).status).toBe(200); // the pool makes new connections to the database
      // Reconnect attempts scheduled during the outages must not add connections later on.
      await sleep(10_000);
      expect.soft(await listenConnections()).toBe(1);

      for (let i = 0; i < 7; i++) await makeGymLeader(server.deps.db, { displayName: `Leader ${i}`, element: 'fire' });
      const changes = (c: (typeof clients)[number]) => c.counts['change:gym_leaders'] ?? 0;
      await waitFor(() => clients.every((c) => changes(c) >= 7), 5_000);
      await sleep(500); // duplicates, if any, arrive right behind
      expect(clients.map(changes)).toEqual([7, 7, 7, 7, 7]);
      expect(clients.map((c) => c.counts.resync)).toEqual([2, 2, 2, 2, 2]);
    } finally {
      for (const c of clients) c.close();
    }
  }, 60_000);
});
