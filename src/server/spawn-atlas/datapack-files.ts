import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { AtlasImportError } from './import-error.ts';

/** One text file of a datapack, by its path inside the pack ("data/ns/spawn_pool_world/mew.json"). */
export interface DatapackFile {
  path: string;
  text: string;
}

// A datapack holds a few thousand small JSON files at most; these bounds stop a zip bomb or a stray
// folder (a whole world) before it fills memory.
export const DATAPACK_LIMITS = { files: 5_000, totalBytes: 100 * 1024 * 1024 } as const;
const WANTED = /\.(json|mcmeta)$/i;

function tooBig(): never {
  throw new AtlasImportError([
    {
      file: '(datapack)',
      reason: `The datapack is too large: at most ${DATAPACK_LIMITS.files} files and ${DATAPACK_LIMITS.totalBytes / 1024 / 1024} MB unpacked.`,
    },
  ]);
}

/** The JSON files of a datapack zip. */
export function readDatapackZip(bytes: Uint8Array): DatapackFile[] {
  let count = 0;
  let total = 0;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, {
      filter: (f) => {
        if (!WANTED.test(f.name) || f.name.includes('__MACOSX/')) return false;
        count += 1;
        total += f.originalSize;
        if (count > DATAPACK_LIMITS.files || total > DATAPACK_LIMITS.totalBytes) tooBig();
        return true;
      },
    });
  } catch (e) {
    if (e instanceof AtlasImportError) throw e;
    throw new AtlasImportError([{ file: '(datapack)', reason: 'The file is not a readable zip archive.' }]);
  }
  const decoder = new TextDecoder();
  return Object.entries(entries).map(([name, data]) => ({ path: name, text: decoder.decode(data) }));
}

/** The JSON files under a folder, with paths relative to it. */
export async function readDatapackFolder(root: string): Promise<DatapackFile[]> {
  const files: DatapackFile[] = [];
  let total = 0;
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !WANTED.test(entry.name)) continue;
    const full = path.join(entry.parentPath, entry.name);
    total += (await stat(full)).size;
    if (files.length >= DATAPACK_LIMITS.files || total > DATAPACK_LIMITS.totalBytes) tooBig();
    files.push({ path: path.relative(root, full).split(path.sep).join('/'), text: await readFile(full, 'utf8') });
  }
  return files;
}

/** A folder or a .zip on disk. */
export async function readDatapack(source: string): Promise<DatapackFile[]> {
  const info = await stat(source).catch(() => null);
  if (!info) throw new AtlasImportError([{ file: source, reason: 'No such file or folder.' }]);
  return info.isDirectory() ? readDatapackFolder(source) : readDatapackZip(await readFile(source));
}
