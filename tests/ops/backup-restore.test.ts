import { randomBytes, randomUUID, createHash } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, withDatabaseName, type Database } from '../../src/server/db/client.ts';
import { startEmbeddedPostgres } from '../../src/server/db/embedded.ts';
import { newsImages, storedFiles, user } from '../../src/server/db/schema/index.ts';
import { makeMatch, makeMinecraftAccount, makeRating, makeUser } from '../../src/server/db/seed/factories.ts';
import { freePort } from '../setup/free-port.ts';
import { createTestDatabaseUrl } from '../setup/database.ts';
import { runCli } from './run-cli.ts';

let dir: string;
let siteDir: string;
let url: string;
let db: Database;

/** An upload as the site makes one: the file first, then its row. */
async function upload(tx: Pick<Database, 'insert'>, ownerId: string, bytes = 64) {
  const key = `applications/${ownerId}/${randomUUID()}.pdf`;
  const file = path.join(siteDir, 'uploads', ...key.split('/'));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, randomBytes(bytes));
  await tx
    .insert(storedFiles)
    .values({ ownerId, storageKey: key, originalName: 'doc.pdf', contentType: 'application/pdf', sizeBytes: bytes });
  return key;
}

async function emptyDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await admin.connect();
  const name = `restore_${randomBytes(5).toString('hex')}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  return withDatabaseName(inject('pgAdminUrl'), name);
}

/** Row count and an md5 of every row's text, per public table. */
async function tableSums(databaseUrl: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public' order by 1`,
    );
    const sums: Record<string, string> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ n: number; sum: string }>(
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as sum from public."${name}" t`,
      );
      sums[name] = `${rows[0]!.n} ${rows[0]!.sum}`;
    }
    return sums;
  } finally {
    await client.end();
  }
}

const fileSum = (root: string, key: string) =>
  createHash('sha256')
    .update(readFileSync(path.join(root, 'uploads', ...key.split('/'))))
    .digest('hex');

const keysIn = async (databaseUrl: string) => {
  const other = createDatabase(databaseUrl, 1);
  try {
    const files = await other.select({ key: storedFiles.storageKey }).from(storedFiles);
    const images = await other.select({ key: newsImages.storageKey }).from(newsImages);
    return [...files, ...images].map((r) => r.key);
  } finally {
    await other.$client.end();
  }
};

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'cobble-backup-'));
  chmodSync(dir, 0o755); // the embedded PostgreSQL of the restore runs as its own user when we are root
  siteDir = path.join(dir, 'site');
  url = await createTestDatabaseUrl();
  db = createDatabase(url, 4);
  for (let i = 0; i < 20; i++) {
    const u = await makeUser(db);
    const mc = await makeMinecraftAccount(db, { userId: u.id });
    await makeRating(db, { playerUuid: mc.uuid, rating: 1000 + i * 7, wins: i, losses: 1 });
    const other = (await makeMinecraftAccount(db)).uuid;
    await makeMatch(db, { leaderUuid: mc.uuid, challengerUuid: other, winnerUuid: mc.uuid, loserUuid: other });
    await upload(db, u.id, 100 + i);
  }
  // An announcement's image: its file is under news/, named by news_images.
  const staff = await makeUser(db);
  const key = `news/${staff.id}/${randomUUID()}.png`;
  mkdirSync(path.join(siteDir, 'uploads', 'news', staff.id), { recursive: true });
  writeFileSync(path.join(siteDir, 'uploads', ...key.split('/')), randomBytes(80));
  await db
    .insert(newsImages)
    .values({ storageKey: key, contentType: 'image/png', width: 8, height: 8, sizeBytes: 80, uploadedBy: staff.id });
}, 60_000);
afterAll(async () => {
  await db?.$client.end();
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run backup and npm run restore', () => {
  it('back up under a steady write load; the restore holds every write acknowledged before the backup began', async () => {
    const acked: { id: string; key: string; at: number }[] = [];
    let running = true;
    const load = (async () => {
      while (running) {
        const row = await db.transaction(async (tx) => {
          const u = await makeUser(tx);
          return { id: u.id, key: await upload(tx, u.id) };
        });
        acked.push({ ...row, at: Date.now() });
      }
    })();
    // The load is under way before the backup begins.
    while (acked.length < 20) await new Promise((r) => setImmediate(r));
    const began = Date.now();
    const file = path.join(dir, 'under-load.tar.gz');
    const backup = await runCli('backup-cli.ts', [file], { DATABASE_URL: url, DATA_DIR: siteDir });
    running = false;
    await load;
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/^Backup written to .*under-load\.tar\.gz: \d+ tables, \d+ rows, \d+ files/);

    const target = await emptyDatabase();
    const restoredDir = path.join(dir, 'restored-under-load');
    const restore = await runCli('restore-cli.ts', [file], { DATABASE_URL: target, DATA_DIR: restoredDir });
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);

    const restored = createDatabase(target, 1);
    try {
      const ids = new Set((await restored.select({ id: user.id }).from(user)).map((u) => u.id));
      const before = acked.filter((a) => a.at <= began);
      expect(before.length).toBeGreaterThanOrEqual(20);
      expect(acked.length - before.length).toBeGreaterThan(0); // and writes went on while it ran
      expect(before.filter((a) => !ids.has(a.id))).toEqual([]);
    } finally {
      await restored.$client.end();
    }
    // One snapshot: every file a restored row names is there, byte for byte as the site has it.
    const keys = await keysIn(target);
    expect(keys.length).toBeGreaterThanOrEqual(40);
    for (const key of keys) expect(fileSum(restoredDir, key)).toBe(fileSum(siteDir, key));
  }, 120_000);

  it('restores a quiet site exactly: every table (rows and checksum) and every file, into the embedded PostgreSQL', async () => {
    const file = path.join(dir, 'quiet.tar.gz');
    expect((await runCli('backup-cli.ts', [file], { DATABASE_URL: url, DATA_DIR: siteDir })).code).toBe(0);
    const restoredDir = path.join(dir, 'restored-embedded');
    const pgPort = String(await freePort());
    const restore = await runCli('restore-cli.ts', [file], { DATA_DIR: restoredDir, EMBEDDED_PG_PORT: pgPort });
    expect(restore.stderr).toBe('');
    expect(restore.stdout).toMatch(/^Restored .*quiet\.tar\.gz \(taken .*\): \d+ tables, \d+ rows, \d+ files, in /);

    // The embedded PostgreSQL the restore made in DATA_DIR/pg, started again to read what it holds.
    const embedded = await startEmbeddedPostgres(
      path.join(restoredDir, 'pg'),
      Number(pgPort),
      pino({ level: 'silent' }),
    );
    try {
      expect(await tableSums(embedded.url)).toEqual(await tableSums(url));
      const keys = await keysIn(url);
      expect((await keysIn(embedded.url)).sort()).toEqual([...keys].sort());
      for (const key of keys) expect(fileSum(restoredDir, key)).toBe(fileSum(siteDir, key));
    } finally {
      await embedded.stop();
    }

    // Neither a database nor a data folder that holds something is overwritten.
    const again = await runCli('restore-cli.ts', [file], { DATA_DIR: restoredDir, EMBEDDED_PG_PORT: pgPort });
    expect([again.code, again.stderr]).toEqual([
      1,
      `${path.join(restoredDir, 'uploads')} is not empty: restore into a new DATA_DIR (or move that folder away first).\n`,
    ]);
    const used = await runCli('restore-cli.ts', [file], { DATABASE_URL: url, DATA_DIR: path.join(dir, 'unused') });
    expect(used.code).toBe(1);
    expect(used.stderr).toMatch(
      /^The database at DATABASE_URL is not empty \(\d+ tables\): create an empty one \(createdb\) and point DATABASE_URL at it\.\n$/,
    );
    expect(existsSync(path.join(dir, 'unused', 'uploads'))).toBe(false);
  }, 180_000);

  it('names a truncated backup in a sentence and writes nothing', async () => {
    const file = path.join(dir, 'cut.tar.gz');
    expect((await runCli('backup-cli.ts', [file], { DATABASE_URL: url, DATA_DIR: siteDir })).code).toBe(0);
    const size = readFileSync(file).length;
    truncateSync(file, Math.floor(size / 2)); // as a copy that stopped half way
    const target = await emptyDatabase();
    const restoredDir = path.join(dir, 'restored-cut');
    const restore = await runCli('restore-cli.ts', [file], { DATABASE_URL: target, DATA_DIR: restoredDir });
    expect(restore.code).not.toBe(0);
    expect(restore.stderr).toBe(
      `The backup is truncated: ${file} ends after ${Math.floor(size / 2)} bytes, before the end of its archive. ` +
        'It was cut short while being written or copied: copy it again from where it was taken, or restore another backup.\n',
    );
    expect(await tableSums(target)).toEqual({});
    expect(existsSync(path.join(restoredDir, 'uploads'))).toBe(false);
  }, 120_000);
});
