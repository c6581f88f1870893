import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A database handle or an open transaction: use cases accept either. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

const DRIZZLE_OPTIONS = { schema, casing: 'snake_case' } as const;

/**
 * How long a statement waits for a connection: a free one from the pool, or a new one opening. Past it, the request
 * fails with a 503 (error-handler.ts) instead of waiting for as long as the pool stays busy or the database down.
 */
export const CONNECTION_WAIT_MS = 10_000;

export function createDatabase(url: string, max = 20, connectionTimeoutMillis = CONNECTION_WAIT_MS): Database {
  // Named (prepared) statements are the hot path's few fixed statements (match reports): a generic
  // plan, made once per connection, saves planning them again on every call (decision 009). It is a
  // start-up option of each connection, so no extra query races the first one on a new client.
  const options = '-c plan_cache_mode=force_generic_plan';
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000, connectionTimeoutMillis, options });
  // An idle client losing its connection (database restart) must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  // The pool listens only to idle clients: one checked out between two statements of a transaction (a
  // background job's, when the database restarts) would raise its connection error as an uncaught
  // exception. The statement under way fails, and the pool discards the client when it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzle(pool, DRIZZLE_OPTIONS) as Database;
  db.transaction = transactionsReleasing(pool);
  return db;
}

/**
 * drizzle-orm 0.45 sends a pooled transaction's BEGIN before the try/finally that hands the client
 * back (drizzle-team/drizzle-orm#6023, still open). A BEGIN that fails, as when the database
 * restarts under a background job, kept its client checked out for good: the pool lost a slot, and
 * closing it waited forever. Here the client is checked out, and always released, outside drizzle's
 * transaction; the pool drops a client whose connection died. drizzle over one client is made once
 * per connection: making one costs about half a millisecond.
 */
function transactionsReleasing(pool: pg.Pool): Database['transaction'] {
  const perClient = new WeakMap<pg.PoolClient, NodePgDatabase<typeof schema>>();
  return async (fn, config) => {
    const client = await pool.connect();
    try {
      let db = perClient.get(client);
      if (!db) perClient.set(client, (db = drizzle(client, DRIZZLE_OPTIONS)));
      return await db.transaction(fn, config);
    } finally {
      client.release();
    }
  };
}

export { schema };

/** The same server's URL for another database (keeps credentials and a `?host=` socket directory). */
export function withDatabaseName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
