import pg from 'pg';
import { expect, it } from 'vitest';
import { REALTIME_TABLES } from '../../src/domain/realtime/tables.ts';
import { MY_REQUEST_TABLES } from '../../src/domain/requests/tables.ts';
import { createTestDatabaseUrl } from '../setup/database.ts';

it('names exactly the tables whose changes the migrations send on the change feed', async () => {
  const client = new pg.Client({ connectionString: await createTestDatabaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ table: string }>(
      `select distinct c.relname as table
         from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
        where p.proname = 'notify_change' and not t.tgisinternal`,
    );
    expect([...REALTIME_TABLES].sort()).toEqual(rows.map((r) => r.table).sort());
  } finally {
    await client.end();
  }
});

// The domain declares these as plain strings, so the web names them realtime tables with a cast: this holds it true.
it('names only realtime tables for My requests', () => {
  expect(MY_REQUEST_TABLES.filter((t) => !(REALTIME_TABLES as readonly string[]).includes(t))).toEqual([]);
});
