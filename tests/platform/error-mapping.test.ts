import { createServer, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/server/db/client.ts';
import type { AppEnv } from '../../src/server/http/context.ts';
import { errorHandler } from '../../src/server/http/error-handler.ts';
import { createTestDatabaseUrl } from '../setup/database.ts';
import { freePort } from '../setup/free-port.ts';

// The schemas refuse bad input first; these PostgreSQL errors are the safety net behind them.

function answerTo(err: unknown) {
  const app = new Hono<AppEnv>();
  app.onError(errorHandler);
  app.get('/', () => {
    throw err;
  });
  return app.request('/');
}

/** A Drizzle query error keeps the driver's error, with PostgreSQL's code, as its cause. */
const pgError = (code: string) =>
  Object.assign(new Error('Failed query'), { cause: Object.assign(new Error(), { code }) });

describe('PostgreSQL errors caused by the input', () => {
  it.each([
    ['22021', 'a NUL character (invalid byte sequence)', /cannot be stored/],
    ['22P05', 'an untranslatable character', /cannot be stored/],
    ['22008', 'a date out of range', /out of range/],
  ])('%s, %s, is a 400', async (code, _what, message) => {
    const res = await answerTo(pgError(code));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('invalid_input');
    expect(body.error.message).toMatch(message);
  });

  it('a unique violation is a 409 conflict', async () => {
    const res = await answerTo(pgError('23505'));
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('conflict');
  });
});

describe('a statement that finds no connection in time fails with a 503, instead of waiting', () => {
  const BUSY = {
    status: 503,
    body: { error: { code: 'unavailable', message: 'The server is busy right now. Please try again in a moment.' } },
  };
  const answered = async (err: unknown) => {
    const res = await answerTo(err);
    return { status: res.status, body: await res.json() };
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

  it('when every connection of the pool is taken', async () => {
    const db = createDatabase(await createTestDatabaseUrl(), 1, 200);
    const held = await db.$client.connect();
    try {
      const query = await failure(db.execute(sql`select 1`));
      const transaction = await failure(db.transaction((tx) => tx.execute(sql`select 1`)));
      expect(query.ms).toBeLessThan(3_000);
      expect(await answered(query.err)).toEqual(BUSY);
      expect(await answered(transaction.err)).toEqual(BUSY);
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
    const db = createDatabase(`postgres://app@127.0.0.1:${port}/app`, 1, 200);
    try {
      const query = await failure(db.execute(sql`select 1`));
      expect(query.ms).toBeLessThan(3_000);
      expect(await answered(query.err)).toEqual(BUSY);
    } finally {
      await db.$client.end();
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });
});

describe('a database connection that fails is a 503 with Retry-After, never a 500', () => {
  const answered = async (err: unknown) => {
    const res = await answerTo(err);
    const body = (await res.json()) as { error: { code: string } };
    return { status: res.status, code: body.error.code, retryAfter: res.headers.get('retry-after') };
  };
  const UNAVAILABLE = { status: 503, code: 'unavailable', retryAfter: '5' };
  const errorOf = (statement: Promise<unknown>) =>
    statement.then(
      () => 'it succeeded',
      (e: unknown) => e,
    );

  it('when nothing listens where the database should be (ECONNREFUSED)', async () => {
    const db = createDatabase(`postgres://app@127.0.0.1:${await freePort()}/app`, 1, 2_000);
    try {
      expect(await answered(await errorOf(db.execute(sql`select 1`)))).toEqual(UNAVAILABLE);
    } finally {
      await db.$client.end();
    }
  });

  it('when the database drops the connection as it opens (Connection terminated unexpectedly)', async () => {
    const closing = createServer((socket) => socket.destroy());
    const port = await freePort();
    await new Promise<void>((resolve) => closing.listen(port, '127.0.0.1', resolve));
    const db = createDatabase(`postgres://app@127.0.0.1:${port}/app`, 1, 2_000);
    try {
      expect(await answered(await errorOf(db.execute(sql`select 1`)))).toEqual(UNAVAILABLE);
    } finally {
      await db.$client.end();
      closing.close();
    }
  });

  it('when the server ends the session under a statement (57P01, as in a shutdown)', async () => {
    const url = await createTestDatabaseUrl();
    const db = createDatabase(url, 2, 2_000);
    const victim = await db.$client.connect();
    victim.on('error', () => {}); // the pool's client reports the ended connection once more
    try {
      const pid = (await victim.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
      const running = errorOf(victim.query('select pg_sleep(30)'));
      await db.execute(sql`select pg_terminate_backend(${pid})`);
      expect(await answered(await running)).toEqual(UNAVAILABLE);
    } finally {
      victim.release(true);
      await db.$client.end();
    }
  });

  it.each(['57P03', '57P02', '08006', '53300'])('PostgreSQL %s is a 503', async (code) => {
    expect(await answered(pgError(code))).toEqual(UNAVAILABLE);
  });

  it('the busy answers of a full pool carry Retry-After too', async () => {
    const err = Object.assign(new Error('Failed query'), {
      cause: new Error('timeout exceeded when trying to connect'),
    });
    expect(await answered(err)).toEqual(UNAVAILABLE);
  });
});
