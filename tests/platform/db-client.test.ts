import { createServer, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../src/server/db/client.ts';
import type { AppEnv } from '../../src/server/http/context.ts';
import { errorHandler } from '../../src/server/http/error-handler.ts';
import { createTestDatabaseUrl } from '../setup/database.ts';
import { freePort } from '../setup/free-port.ts';

/** What the API answers when a request's statement fails with `err`. */
async function answerTo(err: unknown) {
  const app = new Hono<AppEnv>();
  app.onError(errorHandler);
  app.get('/', () => {
    throw err;
  });
  const res = await app.request('/');
  return { status: res.status, body: await res.json() };
}

const BUSY = {
  status: 503,
  body: { error: { code: 'unavailable', message: 'The server is busy right now. Please try again in a moment.' } },
};

/** The statement's error, and how long it took to fail. */
async function failure(statement: Promise<unknown>) {
  const started = Date.now();
  const err = await statement.then(
    () => 'it succeeded',
    (e: unknown) => e,
  );
  return { err, ms: Date.now() - started };
}

describe('database pool', () => {
  const warnings: string[] = [];
  const onWarning = (w: Error) => warnings.push(w.message);
  process.on('warning', onWarning);
  afterAll(() => void process.off('warning', onWarning));

  it('gives every connection the generic plan mode without an extra query racing the first one', async () => {
    const db = createDatabase(await createTestDatabaseUrl(), 5);
    try {
      const results = await Promise.all(
        Array.from({ length: 5 }, () => db.$client.query<{ plan_cache_mode: string }>('show plan_cache_mode')),
      );
      expect(results.map((r) => r.rows[0]!.plan_cache_mode)).toEqual(Array(5).fill('force_generic_plan'));
      await new Promise((r) => setTimeout(r, 50)); // warnings are emitted on the next tick
      expect(warnings.filter((w) => w.includes('already executing a query'))).toEqual([]);
    } finally {
      await db.$client.end();
    }
  });

  it('hands a client back when its connection drops before BEGIN, so the pool neither shrinks nor hangs on close', async () => {
    const db = createDatabase(await createTestDatabaseUrl(), 1);
    const pool = db.$client;
    const within5s = <T>(p: Promise<T>) =>
      Promise.race([p, new Promise((resolve) => setTimeout(() => resolve('still waiting after 5 s'), 5_000))]);
    // The connection dies just after it is checked out, as when the database restarts.
    pool.once('acquire', (client) =>
      (client as unknown as { connection: { stream: Socket } }).connection.stream.destroy(),
    );
    await expect(db.transaction((tx) => tx.execute(sql`select 1`))).rejects.toThrow();
    // The pool has one slot: had the dead client stayed checked out, this would wait for ever.
    const next = db.transaction(async (tx) => (await tx.execute<{ n: number }>(sql`select 1 as n`)).rows[0]?.n);
    expect(await within5s(next)).toBe(1);
    expect({ total: pool.totalCount, idle: pool.idleCount }).toEqual({ total: 1, idle: 1 });
    expect(await within5s(pool.end().then(() => 'closed'))).toBe('closed');
  });

  describe('a statement that finds no connection in time fails with a 503, instead of waiting', () => {
    it('when every connection of the pool is taken', async () => {
      const db = createDatabase(await createTestDatabaseUrl(), 1, 200);
      const held = await db.$client.connect();
      try {
        const query = await failure(db.execute(sql`select 1`));
        const transaction = await failure(db.transaction((tx) => tx.execute(sql`select 1`)));
        expect(query.ms).toBeLessThan(3_000);
        expect(await answerTo(query.err)).toEqual(BUSY);
        expect(await answerTo(transaction.err)).toEqual(BUSY);
      } finally {
        held.release();
      }
      // The pool is whole once the connection is back.
      expect((await db.execute<{ n: number }>(sql`select 1 as n`)).rows[0]?.n).toBe(1);
      await db.$client.end();
    });

    it('when a new connection does not open', async () => {
      // A server that accepts the connection and never answers, as a database that hangs would.
      const sockets: Socket[] = [];
      const silent = createServer((socket) => void sockets.push(socket));
      const port = await freePort();
      await new Promise<void>((resolve) => silent.listen(port, '127.0.0.1', resolve));
      const db: Database = createDatabase(`postgres://app@127.0.0.1:${port}/app`, 1, 200);
      try {
        const query = await failure(db.execute(sql`select 1`));
        expect(query.ms).toBeLessThan(3_000);
        expect(await answerTo(query.err)).toEqual(BUSY);
      } finally {
        await db.$client.end();
        for (const socket of sockets) socket.destroy();
        silent.close();
      }
    });
  });
});
