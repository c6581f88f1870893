import type { Database } from '../../db/client.ts';

/** One statement of the open transaction, by a name unique to its text. */
export type Query = <R = Record<string, unknown>>(name: string, text: string, values: unknown[]) => Promise<R[]>;

/**
 * Runs `fn` in one transaction on one pooled connection. The webhook's statements are few and
 * fixed, so they are named: each connection parses and plans them once. Building them with the
 * query builder on every event cost this process more CPU than the database spent running them.
 */
export async function inTransaction<T>(db: Database, fn: (q: Query) => Promise<T>): Promise<T> {
  const client = await db.$client.connect();
  let broken: Error | undefined;
  try {
    await client.query('begin');
    const result = await fn(
      async (name, text, values) => (await client.query({ name: `stripe-webhook-${name}`, text, values })).rows,
    );
    await client.query('commit');
    return result;
  } catch (err) {
    // A connection that cannot even roll back is closed rather than handed to the next caller.
    await client.query('rollback').catch((e: Error) => (broken = e));
    throw err;
  } finally {
    client.release(broken);
  }
}
