import pg from 'pg';
import { expect, it } from 'vitest';
import { REALTIME_TABLES } from '../../src/domain/realtime/tables.ts';
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
