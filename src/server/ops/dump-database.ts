import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import type pg from 'pg';
import { quoteIdent, sha256File, type Manifest, type TableEntry } from './backup-format.ts';

const BATCH = 5_000;

type Dumped = Pick<Manifest, 'postgres' | 'migrations' | 'tables' | 'sequences'> & { fileKeys: string[] };

/**
 * Writes every table of the public schema to `dir` as of one snapshot (a repeatable-read, read-only
 * transaction: every commit acknowledged before it began is in, nothing after), and returns what it wrote
 * and the upload keys that snapshot names. Writers are not blocked while it runs.
 */
export async function dumpDatabase(client: pg.ClientBase, dir: string): Promise<Dumped> {
  await client.query('begin isolation level repeatable read read only');
  try {
    const { rows: version } = await client.query<{ v: string }>('show server_version');
    const { rows: migrated } = await client.query<{ count: number; newest: string }>(
      'select count(*)::int as count, coalesce(max(created_at), 0)::text as newest from drizzle.__drizzle_migrations',
    );
    const { rows: tableRows } = await client.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    );
    const tables: TableEntry[] = [];
    for (const { name } of tableRows) tables.push(await dumpTable(client, name, dir));
    const { rows: seqNames } = await client.query<{ name: string }>(
      `select sequencename as name from pg_sequences where schemaname = 'public' order by sequencename`,
    );
    const sequences: Manifest['sequences'] = [];
    for (const { name } of seqNames) {
      const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
        `select last_value::text, is_called from public.${quoteIdent(name)}`,
      );
      sequences.push({ name, lastValue: rows[0]!.last_value, isCalled: rows[0]!.is_called });
    }
    const { rows: keys } = await client.query<{ key: string }>(
      'select storage_key as key from stored_files union all select storage_key from news_images',
    );
    await client.query('commit');
    return {
      postgres: { serverVersion: version[0]!.v },
      migrations: { count: migrated[0]!.count, newest: Number(migrated[0]!.newest) },
      tables,
      sequences,
      fileKeys: keys.map((k) => k.key),
    };
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  }
}

async function dumpTable(client: pg.ClientBase, name: string, dir: string): Promise<TableEntry> {
  const file = path.join(dir, `${name}.ndjson`);
  const out = createWriteStream(file);
  let rows = 0;
  await client.query(
    `declare dump no scroll cursor for select row_to_json(t)::text as j from only public.${quoteIdent(name)} t`,
  );
  for (;;) {
    const { rows: batch } = await client.query<{ j: string }>(`fetch ${BATCH} from dump`);
    if (batch.length === 0) break;
    rows += batch.length;
    if (!out.write(batch.map((r) => r.j).join('\n') + '\n')) await once(out, 'drain');
  }
  await client.query('close dump');
  out.end();
  await once(out, 'finish');
  return { name, rows, sha256: await sha256File(file) };
}
