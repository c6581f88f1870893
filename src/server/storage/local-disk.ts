import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { assertValidKey, isValidKey, type FileStorage, type ListedObject, type StoredObject } from './storage.ts';

/** Files under one directory on this machine (the default: `${DATA_DIR}/uploads`). */
export function createLocalDiskStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    assertValidKey(key);
    return path.join(base, ...key.split('/'));
  };

  return {
    description: `local disk (${base})`,
    async put(key, body) {
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Write beside the target and rename, so a reader never sees half a file. A crash leaves the
      // ".part" file behind; no row names it, so the orphan sweep removes it (uploads.ts).
      const temp = `${target}.${randomUUID()}.part`;
      try {
        await writeFile(temp, body, { flag: 'wx' });
        await rename(temp, target);
      } catch (err) {
        await rm(temp, { force: true });
        throw err;
      }
    },
    async get(key): Promise<StoredObject | null> {
      const file = fileOf(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>, size: info.size };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async *list(prefix): AsyncIterable<ListedObject> {
      const dir = fileOf(prefix.replace(/\/$/, ''));
      let entries;
      try {
        entries = await readdir(dir, { recursive: true, withFileTypes: true });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw err;
      }
      for (const entry of entries) {
        const file = path.join(entry.parentPath, entry.name);
        const key = path.relative(base, file).split(path.sep).join('/');
        if (!entry.isFile() || !isValidKey(key)) continue;
        const info = await stat(file).catch(() => null); // removed since the listing: nothing to report
        if (info) yield { key, modifiedAt: info.mtime };
      }
    },
  };
}
