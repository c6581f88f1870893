import pg from 'pg';

/** Each table's row count and a checksum of its rows, over the columns it has now. */
export interface TableSnapshot {
  rows: number;
  checksum: string;
  columns: string[];
}

const ident = (s: string) => `"${s.replace(/"/g, '""')}"`;

/**
 * Takes a snapshot of every table in the public schema; with `columns`, each table's checksum covers only
 * those columns, so a later migration that adds a column does not change the checksum of the same rows.
 */
export async function snapshotTables(
  url: string,
  columns?: Record<string, string[]>,
): Promise<Record<string, TableSnapshot>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ table_name: string; columns: string[] }>(
      `select table_name, array_agg(column_name::text order by ordinal_position) as columns
       from information_schema.columns where table_schema = 'public' group by table_name order by table_name`,
    );
    const out: Record<string, TableSnapshot> = {};
    for (const t of rows) {
      const cols = columns ? columns[t.table_name] : t.columns;
      if (!cols) continue;
      const row = `row(${cols.map(ident).join(', ')})::text`;
      const { rows: r } = await client.query<{ n: string; sum: string | null }>(
        `select count(*) as n, md5(coalesce(string_agg(${row}, E'\\n' order by ${row}), '')) as sum
         from ${ident(t.table_name)}`,
      );
      out[t.table_name] = { rows: Number(r[0]!.n), checksum: r[0]!.sum ?? '', columns: cols };
    }
    return out;
  } finally {
    await client.end();
  }
}
