import type { Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/server/db/client.ts';
import { createTestDatabaseUrl } from '../setup/database.ts';

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
});
