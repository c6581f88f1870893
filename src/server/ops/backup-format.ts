import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';

/**
 * A backup is one .tar.gz: manifest.json, db/<table>.ndjson (one JSON object per row, as PostgreSQL's
 * row_to_json writes it), and files/<storage key> for the uploaded files the database names.
 */
export const FORMAT = 'cobble-league-backup';
export const FORMAT_VERSION = 1;

export interface TableEntry {
  name: string;
  rows: number;
  /** sha256 of db/<name>.ndjson as written. */
  sha256: string;
}

export interface Manifest {
  format: typeof FORMAT;
  formatVersion: number;
  createdAt: string;
  app: { version: string };
  postgres: { serverVersion: string };
  /** The migrations the database had: how many, and the newest one's timestamp (drizzle's created_at). */
  migrations: { count: number; newest: number };
  tables: TableEntry[];
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
  /** 'local': the files are in the backup; 's3': they stay in the bucket and are not. */
  storage: 'local' | 's3';
  files: { key: string; bytes: number; sha256: string }[];
  /** Keys a row names but whose file was not on disk when the backup was taken. */
  missingFiles: string[];
}

/** A backup that cannot be restored as it is; its message names the problem for whoever runs the restore. */
export class BackupProblem extends Error {}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

const execTar = promisify(execFile);
const run = (cmd: string, args: string[]) =>
  execTar(cmd, args).catch((err: NodeJS.ErrnoException & { stderr?: string }) => {
    if (err.code === 'ENOENT') throw new Error('The tar command is needed (Debian package tar).');
    throw new Error(`tar failed: ${err.stderr?.trim() || err.message}`);
  });

/** GNU tar (every Debian has it) packs and unpacks the archive; gzip through its -z. */
export async function packArchive(dir: string, file: string): Promise<void> {
  await run('tar', ['-czf', file, '-C', dir, '.']);
}

export async function unpackArchive(file: string, dir: string): Promise<void> {
  await run('tar', ['-xzf', file, '-C', dir]).catch(async (err: Error) => {
    // gzip's "unexpected end of file", tar's "Unexpected EOF in archive": the file stops mid-archive.
    if (!/unexpected (end of file|EOF)/i.test(err.message)) throw err;
    const { size } = await stat(file);
    throw new BackupProblem(
      `The backup is truncated: ${file} ends after ${size} bytes, before the end of its archive. ` +
        'It was cut short while being written or copied: copy it again from where it was taken, or restore another backup.',
    );
  });
}

export async function readManifest(dir: string): Promise<Manifest> {
  const manifest = JSON.parse(await readFile(`${dir}/manifest.json`, 'utf8')) as Manifest;
  if (manifest.format !== FORMAT || manifest.formatVersion !== FORMAT_VERSION)
    throw new Error(`Not a backup of this site (format ${manifest.format} ${manifest.formatVersion}).`);
  return manifest;
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
