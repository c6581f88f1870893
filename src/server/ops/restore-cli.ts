import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { loadConfig } from '../config.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../db/embedded.ts';
import { runMigrations } from '../db/migrate.ts';
import { BackupProblem, readManifest, sha256File, unpackArchive } from './backup-format.ts';
import { buildMigrations } from './build-migrations.ts';
import { loadDatabase } from './load-database.ts';

// npm run restore -- FILE: rebuilds an empty database and data folder from a backup of npm run backup.
// Reads the same settings as npm start: DATABASE_URL (an empty database), or DATA_DIR (with no database yet).

class Refusal extends Error {}

const source = process.argv[2];
if (!source || process.argv.length > 3) {
  console.error('Usage: npm run restore -- FILE      (into an empty database and data folder; the site stopped)');
  process.exit(2);
}

const started = Date.now();
const config = loadConfig();
const file = path.resolve(source);
const uploads = path.resolve(config.dataDir, 'uploads');
let embedded: EmbeddedDatabase | undefined;
let work: string | undefined;
// What this run made, removed again if it fails, so the next attempt starts from the same empty state.
const made: string[] = [];
let exitCode = 0;
try {
  if (!existsSync(file)) throw new Refusal(`No backup at ${file}.`);
  if (existsSync(uploads) && (await readdir(uploads)).length > 0)
    throw new Refusal(`${uploads} is not empty: restore into a new DATA_DIR (or move that folder away first).`);
  const pgDir = path.resolve(config.dataDir, 'pg');
  if (!config.databaseUrl && existsSync(path.join(pgDir, 'PG_VERSION')))
    throw new Refusal(`${pgDir} already holds a database: restore into a new DATA_DIR (or move that folder away).`);

  work = await mkdtemp(path.join(path.dirname(file), '.restore-'));
  await unpackArchive(file, work);
  const manifest = await readManifest(work);
  const build = buildMigrations();
  if (manifest.migrations.newest !== build.newest)
    throw new Refusal(
      `The backup was taken at migration ${manifest.migrations.count} and this build has ${build.count}: ` +
        'restore with the release that took it, then upgrade by starting the new release.',
    );

  let url = config.databaseUrl;
  if (!url) {
    made.push(pgDir);
    embedded = await startEmbeddedPostgres(pgDir, config.embeddedPgPort, pino({ level: 'warn' }));
    url = embedded.url;
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    if (rows[0]!.n > 0)
      throw new Refusal(
        `The database at DATABASE_URL is not empty (${rows[0]!.n} tables): create an empty one (createdb) and point DATABASE_URL at it.`,
      );
    await runMigrations(url);
    await loadDatabase(client, path.join(work, 'db'), manifest);
  } finally {
    await client.end();
  }
  made.push(uploads);
  for (const f of manifest.files) {
    const from = path.join(work, 'files', ...f.key.split('/'));
    if ((await sha256File(from)) !== f.sha256)
      throw new BackupProblem(`The backup is damaged: file ${f.key} does not match.`);
    const to = path.join(uploads, ...f.key.split('/'));
    await mkdir(path.dirname(to), { recursive: true });
    await copyFile(from, to);
  }
  const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
  console.log(
    `Restored ${file} (taken ${manifest.createdAt}): ${manifest.tables.length} tables, ${rows} rows, ` +
      `${manifest.files.length} files, in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
  if (manifest.storage === 's3') console.log('Uploaded files were in S3 storage: they are in the bucket, not here.');
} catch (err) {
  const named = err instanceof Refusal || err instanceof BackupProblem;
  console.error(named ? err.message : `Restore failed: ${err instanceof Error ? err.message : err}`);
  exitCode = 1;
} finally {
  if (work) await rm(work, { recursive: true, force: true });
  await embedded?.stop();
  if (exitCode !== 0) for (const dir of made) await rm(dir, { recursive: true, force: true });
}
process.exit(exitCode);
