import type { AtlasImportSummary } from '../../domain/spawn-atlas/views.ts';
import type { Tx } from '../db/client.ts';
import { spawnAtlasEntries, spawnAtlasImports } from '../db/schema/index.ts';
import { buildEntries } from './build-entries.ts';
import type { DatapackFile } from './datapack-files.ts';
import { AtlasImportError } from './import-error.ts';
import { parseDatapack } from './parse-datapack.ts';

export interface AtlasImportOptions {
  /** What was imported, for the record: a folder, a zip's name. */
  source: string;
  /** The staff member who uploaded it, if any. */
  importedBy?: string | null;
  /** Runs inside the caller's transaction (the staff upload audits in the same one). */
  onImported?: (tx: Tx, importId: number, summary: AtlasImportSummary) => Promise<void>;
}

/**
 * Reads a datapack's files and replaces the whole atlas with it in one transaction. Any bad file refuses
 * the import (AtlasImportError names each one) and leaves the atlas as it was.
 */
export async function importAtlas(
  db: Tx,
  files: DatapackFile[],
  opts: AtlasImportOptions,
): Promise<AtlasImportSummary> {
  const pack = parseDatapack(files);
  const built = buildEntries(pack);
  const problems = [...pack.problems, ...built.problems];
  if (problems.length) throw new AtlasImportError(problems);
  if (built.entries.length === 0) {
    throw new AtlasImportError([
      { file: '(datapack)', reason: 'No Legendary, Mythical, Ultra Beast or Paradox spawns found.' },
    ]);
  }
  const summary: AtlasImportSummary = {
    species: built.entries.length,
    spawns: pack.spawns.length,
    files: pack.poolFiles,
    skipped: built.skipped,
    message:
      `Read ${pack.spawns.length} spawns in ${pack.poolFiles} files: ${built.entries.length} species in the atlas` +
      (built.skipped.length ? `, ${built.skipped.length} other species skipped.` : '.'),
  };
  await db.transaction(async (tx) => {
    await tx.delete(spawnAtlasEntries);
    const [row] = await tx
      .insert(spawnAtlasImports)
      .values({
        source: opts.source.slice(0, 500),
        speciesCount: summary.species,
        spawnCount: built.spawnCount,
        fileCount: summary.files,
        importedBy: opts.importedBy ?? null,
      })
      .returning({ id: spawnAtlasImports.id });
    const importId = row!.id;
    const rows = built.entries.map((entry, position) => ({
      speciesId: entry.id,
      importId,
      position,
      name: entry.name,
      category: entry.category,
      entry,
    }));
    for (let i = 0; i < rows.length; i += 500) await tx.insert(spawnAtlasEntries).values(rows.slice(i, i + 500));
    await opts.onImported?.(tx, importId, summary);
  });
  return summary;
}
