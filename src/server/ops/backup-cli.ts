import { readFileSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { FORMAT, FORMAT_VERSION, packArchive, sha256File, type Manifest } from './backup-format.ts';
import { dumpDatabase } from './dump-database.ts';
import { openSiteDatabase } from './site-database.ts';

// npm run backup -- FILE: the database and the uploaded files, consistent, while the site serves and writes.
// Reads the same settings as npm start (DATABASE_URL, or the embedded PostgreSQL of DATA_DIR and EMBEDDED_PG_PORT).

const target = process.argv[2];
if (!target || process.argv.length > 3) {
  console.error('Usage: npm run backup -- FILE          e.g. npm run backup -- backups/site-$(date +%F).tar.gz');
  process.exit(2);
}

const appVersion = () =>
  (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

const started = Date.now();
const config = loadConfig();
const file = path.resolve(target);
await mkdir(path.dirname(file), { recursive: true });
// Staged beside the target, so the archive is built on the disk it ends on; renamed into place when whole.
const staging = await mkdtemp(path.join(path.dirname(file), '.backup-'));
const site = await openSiteDatabase();
let exitCode = 0;
try {
  await mkdir(path.join(staging, 'db'));
  const client = await site.db.$client.connect();
  const dumped = await dumpDatabase(client, path.join(staging, 'db')).finally(() => client.release());
  // Files after the snapshot: an upload's file is written before its row commits and never changed after,
  // so every key the snapshot names is on disk now.
  const files: Manifest['files'] = [];
  const missingFiles: string[] = [];
  if (!config.s3) {
    const uploads = path.resolve(config.dataDir, 'uploads');
    for (const key of dumped.fileKeys) {
      const from = path.join(uploads, ...key.split('/'));
      const to = path.join(staging, 'files', ...key.split('/'));
      await mkdir(path.dirname(to), { recursive: true });
      try {
        await copyFile(from, to);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
        missingFiles.push(key);
        continue;
      }
      files.push({ key, bytes: (await stat(to)).size, sha256: await sha256File(to) });
    }
  }
  const { fileKeys: _, ...database } = dumped;
  const manifest: Manifest = {
    format: FORMAT,
    formatVersion: FORMAT_VERSION,
    createdAt: new Date(started).toISOString(),
    app: { version: appVersion() },
    ...database,
    storage: config.s3 ? 's3' : 'local',
    files,
    missingFiles,
  };
  await writeFile(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));
  await packArchive(staging, `${file}.part`);
  await rename(`${file}.part`, file);
  const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
  const size = (await stat(file)).size;
  console.log(
    `Backup written to ${file}: ${manifest.tables.length} tables, ${rows} rows, ${files.length} files, ` +
      `${(size / 1e6).toFixed(1)} MB, in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
  if (config.s3) console.log(`Uploaded files are in the S3 bucket ${config.s3.bucket} and are not in this backup.`);
  if (missingFiles.length > 0) {
    console.error(`Warning: ${missingFiles.length} uploaded files named in the database were not on disk:`);
    for (const key of missingFiles) console.error(`  ${key}`);
  }
} catch (err) {
  console.error(`Backup failed: ${err instanceof Error ? err.message : String(err)}`);
  await rm(`${file}.part`, { force: true });
  exitCode = 1;
} finally {
  await rm(staging, { recursive: true, force: true });
  await site.close();
}
process.exit(exitCode);
