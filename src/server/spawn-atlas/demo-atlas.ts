import path from 'node:path';
import type { Tx } from '../db/client.ts';
import { readDatapackFolder } from './datapack-files.ts';
import { importAtlas } from './import-atlas.ts';

/** The league's own datapack, kept in the repository (content/spawn-datapack). */
export const DEMO_DATAPACK = path.resolve(import.meta.dirname, '../../../content/spawn-datapack');

/** The demo atlas is the importer run on the league's datapack, so every fresh start exercises it. */
export async function importDemoAtlas(db: Tx) {
  return importAtlas(db, await readDatapackFolder(DEMO_DATAPACK), { source: 'content/spawn-datapack' });
}
