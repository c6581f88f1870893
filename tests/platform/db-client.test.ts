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
});
