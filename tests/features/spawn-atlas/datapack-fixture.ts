import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { createDatabase, type Database } from '../../../src/server/db/client.ts';
import { createTestDatabaseUrl } from '../../setup/database.ts';

export type PackFiles = Record<string, unknown>;

/** A spawn as Cobblemon reads it, with fields overridden per test. */
export function spawn(id: string, pokemon: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    pokemon,
    type: 'pokemon',
    context: 'grounded',
    bucket: 'rare',
    level: '50-60',
    weight: 0.5,
    condition: { biomes: ['#cobblemon:is_jungle'], timeRange: 'night' },
    atlas: { lore: `Lore of ${pokemon}.` },
    ...extra,
  };
}
export const pool = (...spawns: unknown[]) => ({ enabled: true, spawns });
export const poolPath = (name: string, ns = 'testpack') => `data/${ns}/spawn_pool_world/${name}.json`;

/** Writes the files (objects as JSON, strings as they are) into a new folder and answers its path. */
export async function writePack(files: PackFiles): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'atlas-pack-'));
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(root, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, typeof content === 'string' ? content : JSON.stringify(content));
  }
  return root;
}

/** The same files as a zip archive, under a top folder as zips made by hand often have. */
export function zipPack(files: PackFiles, top = 'my-pack/'): Uint8Array {
  const entries = Object.fromEntries(
    Object.entries(files).map(([name, c]) => [top + name, strToU8(typeof c === 'string' ? c : JSON.stringify(c))]),
  );
  return zipSync(entries);
}

export async function testDatabase(): Promise<{ db: Database; url: string }> {
  const url = await createTestDatabaseUrl();
  return { db: createDatabase(url, 2), url };
}
