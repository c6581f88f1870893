import { createReadStream } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type pg from 'pg';
import { BackupProblem, quoteIdent, sha256File, type Manifest } from './backup-format.ts';

const BATCH = 5_000;

/**
 * Loads the dumped rows into a database that has just been migrated to the backup's migrations, in one
 * transaction: all of it or nothing. The site's triggers (change notifications, append-only guards, staff
 * notifications) are off while the rows go in, since they describe changes, not restored state; foreign keys
 * are dropped and added back, so rows load in any order and are all checked at the end.
 */
export async function loadDatabase(client: pg.ClientBase, dir: string, manifest: Manifest): Promise<void> {
  for (const t of manifest.tables) {
    if ((await sha256File(path.join(dir, `${t.name}.ndjson`))) !== t.sha256)
      throw new BackupProblem(`The backup is damaged: the checksum of table ${t.name} does not match its manifest.`);
  }
  await client.query('begin');
  try {
    const { rows: present } = await client.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    );
    const wanted = manifest.tables.map((t) => t.name);
    const missing = wanted.filter((n) => !present.some((p) => p.name === n));
    if (missing.length > 0) throw new Error(`The migrated database lacks tables of the backup: ${missing.join(', ')}.`);
    const { rows: fks } = await client.query<{ tbl: string; name: string; def: string }>(
      `select conrelid::regclass::text as tbl, conname as name, pg_get_constraintdef(oid) as def
         from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`,
    );
    for (const fk of fks) await client.query(`alter table ${fk.tbl} drop constraint ${quoteIdent(fk.name)}`);
    const all = present.map((p) => `public.${quoteIdent(p.name)}`);
    for (const t of all) await client.query(`alter table ${t} disable trigger user`);
    // Rows a migration wrote (defaults, seeds) are in the backup as they were: the backup's copy wins.
    await client.query(`truncate ${all.join(', ')}`);
    for (const t of manifest.tables) await loadTable(client, dir, t.name);
    for (const s of manifest.sequences)
      await client.query('select setval($1::regclass, $2::bigint, $3)', [
        `public.${quoteIdent(s.name)}`,
        s.lastValue,
        s.isCalled,
      ]);
    for (const fk of fks) await client.query(`alter table ${fk.tbl} add constraint ${quoteIdent(fk.name)} ${fk.def}`);
    for (const t of all) await client.query(`alter table ${t} enable trigger user`);
    for (const t of manifest.tables) {
      const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from public.${quoteIdent(t.name)}`);
      if (rows[0]!.n !== t.rows)
        throw new Error(`Table ${t.name}: ${rows[0]!.n} rows loaded, the backup has ${t.rows}.`);
    }
    await client.query('commit');
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  }
}

async function loadTable(client: pg.ClientBase, dir: string, name: string): Promise<void> {
  const table = `public.${quoteIdent(name)}`;
  // Generated columns are computed again; every other column is restored as it was, identities included.
  const { rows: cols } = await client.query<{ name: string }>(
    `select attname as name from pg_attribute
      where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
    [table],
  );
  const columns = cols.map((c) => quoteIdent(c.name)).join(', ');
  const insert = `insert into ${table} (${columns}) overriding system value
    select ${columns} from json_populate_recordset(null::${table}, $1::json)`;
  let batch: string[] = [];
  const flush = async () => {
    if (batch.length > 0) await client.query(insert, [`[${batch.join(',')}]`]);
    batch = [];
  };
  const lines = createInterface({ input: createReadStream(path.join(dir, `${name}.ndjson`)), crlfDelay: Infinity });
  for await (const line of lines) {
    if (line === '') continue;
    batch.push(line);
    if (batch.length === BATCH) await flush();
  }
  await flush();
}
