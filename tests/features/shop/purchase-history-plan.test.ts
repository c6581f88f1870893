import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyPage } from '../../../src/server/features/shop/purchase-history.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';

// A buyer's history must stay one short index range scan however many purchases they and the table
// hold: a plan that sorts reads every one of the buyer's rows for each page of 20.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function plan(after: { at: Date; id: string } | null) {
  const query = historyPage(server.deps.db, 'someone', after).toSQL();
  const client = await server.deps.db.$client.connect();
  try {
    await client.query('begin');
    // The table is nearly empty here; forbid the whole-table plans a large table would never get.
    await client.query('set local enable_seqscan = off');
    await client.query('set local enable_bitmapscan = off');
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain ${query.sql}`, query.params);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  } finally {
    await client.query('rollback');
    client.release();
  }
}

describe('purchase history plan', () => {
  it('reads the first page in index order, without sorting', async () => {
    const text = await plan(null);
    expect(text).toContain('purchases_user_idx');
    expect(text).not.toMatch(/Sort/);
  });

  it('reads a page after a cursor in index order, without sorting', async () => {
    const text = await plan({ at: new Date(), id: randomUUID() });
    expect(text).toContain('purchases_user_idx');
    expect(text).not.toMatch(/Sort/);
  });
});
