import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { withDatabaseName } from '../src/server/db/client.ts';
import { runMigrations } from '../src/server/db/migrate.ts';

// npm run backup and npm run restore on a site with 1,000,000 rated players (their Minecraft accounts and
// ratings), 1,000,000 matches and 100,000 purchases: time and size. The baselines, in the same run, on the same
// PostgreSQL: generating the same rows in SQL (what the restore's load is measured against) and PostgreSQL
// reading every row as JSON once (the backup's own floor).

const PLAYERS = 1_000_000;
const MATCHES = 1_000_000;
const BUYERS = 10_000;
const PURCHASES = 100_000;

const FILL = [
  `insert into minecraft_accounts (uuid, name) select md5('mc' || g)::uuid, 'Player' || g from generate_series(1, ${PLAYERS}) g`,
  `insert into elo_ratings (player_uuid, rating, wins, losses, games_played)
     select md5('mc' || g)::uuid, 800 + (g::bigint * 7919) % 1400, g % 50, g % 30, g % 50 + g % 30 from generate_series(1, ${PLAYERS}) g`,
  `insert into matches (id, kind, started_at, ended_at, result, leader_uuid, challenger_uuid, winner_uuid, loser_uuid,
                        leader_delta, challenger_delta, rated_seq)
     select 'match-' || g, 'ladder', now() - g * interval '1 minute', now() - g * interval '1 minute' + interval '9 minutes',
            'leader_won', md5('mc' || (1 + g % ${PLAYERS}))::uuid, md5('mc' || (1 + (g + 1) % ${PLAYERS}))::uuid,
            md5('mc' || (1 + g % ${PLAYERS}))::uuid, md5('mc' || (1 + (g + 1) % ${PLAYERS}))::uuid, 12, -12, g
       from generate_series(1, ${MATCHES}) g`,
  `insert into "user" (id, name, email, discord_id)
     select 'buyer-' || g, 'Buyer ' || g, 'buyer' || g || '@example.test', (400000000000000000 + g)::text
       from generate_series(1, ${BUYERS}) g`,
  `insert into purchases (user_id, status, total_amount_cents, minecraft_uuid, minecraft_username, stripe_session_id,
                          created_at, completed_at)
     select 'buyer-' || (1 + g % ${BUYERS}), 'completed', 499 + (g % 10) * 100, md5('mc' || (1 + g % ${PLAYERS}))::uuid,
            'Player' || (1 + g % ${PLAYERS}), 'cs_bench_' || g, now() - g * interval '1 minute', now()
       from generate_series(1, ${PURCHASES}) g`,
];
const TABLES = ['minecraft_accounts', 'elo_ratings', 'matches', '"user"', 'purchases'];

const run = promisify(execFile);
const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

async function createDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  return withDatabaseName(adminUrl, name);
}

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const cli = (file: string, args: string[], env: Record<string, string>) =>
  run(process.execPath, ['--import', 'tsx', `src/server/ops/${file}`, ...args], {
    env: { ...process.env, ...env },
    maxBuffer: 16 * 1024 * 1024,
  });

export async function backupRestoreBench(databaseUrl: string) {
  const adminUrl = withDatabaseName(databaseUrl, 'postgres');
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-backup-'));
  const source = await createDatabase(adminUrl, 'bench_backup_source');
  const target = await createDatabase(adminUrl, 'bench_backup_target');
  try {
    await runMigrations(source);
    // Baseline 1: PostgreSQL writing the same rows from generate_series, indexes and keys included.
    let t = performance.now();
    await withClient(source, async (c) => {
      // The change notifications of a million rows would only fill the notification queue.
      for (const table of TABLES) await c.query(`alter table ${table} disable trigger user`);
      for (const sql of FILL) await c.query(sql);
      for (const table of TABLES) await c.query(`alter table ${table} enable trigger user`);
      await c.query('vacuum analyze');
    });
    const fillSeconds = seconds(t);
    // Baseline 2: reading every row of those tables as JSON once, on the server, nothing sent.
    t = performance.now();
    await withClient(source, async (c) => {
      for (const table of TABLES) await c.query(`select sum(length(row_to_json(t)::text)) from ${table} t`);
    });
    const readSeconds = seconds(t);

    const file = path.join(dir, 'bench.tar.gz');
    t = performance.now();
    await cli('backup-cli.ts', [file], { DATABASE_URL: source, DATA_DIR: path.join(dir, 'site') });
    const backupSeconds = seconds(t);
    const backupMb = Math.round(statSync(file).size / 1e5) / 10;

    t = performance.now();
    await cli('restore-cli.ts', [file], { DATABASE_URL: target, DATA_DIR: path.join(dir, 'restored') });
    const restoreSeconds = seconds(t);

    const counts = (url: string) =>
      withClient(url, async (c) => {
        const out: Record<string, number> = {};
        for (const table of TABLES)
          out[table] = (await c.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;
        return out;
      });
    const [before, after] = [await counts(source), await counts(target)];
    if (JSON.stringify(before) !== JSON.stringify(after))
      throw new Error(`restore lost rows: ${JSON.stringify(before)} vs ${JSON.stringify(after)}`);
    const databaseBytes = await withClient(source, async (c) =>
      Number((await c.query<{ b: string }>('select pg_database_size(current_database())::text as b')).rows[0]!.b),
    );
    const databaseMb = Math.round(databaseBytes / 1e5) / 10;
    return {
      rows: before,
      databaseMb,
      backupMb,
      backupSeconds,
      restoreSeconds,
      baselineFillSeconds: fillSeconds,
      baselineJsonReadSeconds: readSeconds,
      backupVsJsonRead: Math.round((backupSeconds / readSeconds) * 10) / 10,
      restoreVsFill: Math.round((restoreSeconds / fillSeconds) * 10) / 10,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query('drop database if exists bench_backup_source');
    await admin.query('drop database if exists bench_backup_target');
    await admin.end();
  }
}
