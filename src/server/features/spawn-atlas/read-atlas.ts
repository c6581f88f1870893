import { asc, desc } from 'drizzle-orm';
import type { SpawnAtlas } from '../../../domain/spawn-atlas/views.ts';
import { spawnAtlasEntries, spawnAtlasImports } from '../../db/schema/index.ts';
import type { Deps } from '../../http/context.ts';
import { dependsOn } from '../../cache/hot-cache.ts';

/** Every import inserts a row here in the transaction that replaces the entries: one change per import. */
export const ATLAS_TABLES = dependsOn('spawn_atlas_imports');

/** The whole atlas (a hundred or so species, the same for everyone) with where and when it was imported. */
export async function readAtlas(deps: Pick<Deps, 'db'>): Promise<SpawnAtlas> {
  const { db } = deps;
  const [rows, [latest]] = await Promise.all([
    db.select({ entry: spawnAtlasEntries.entry }).from(spawnAtlasEntries).orderBy(asc(spawnAtlasEntries.position)),
    db.select().from(spawnAtlasImports).orderBy(desc(spawnAtlasImports.id)).limit(1),
  ]);
  return {
    entries: rows.map((r) => r.entry),
    importedAt: latest?.createdAt.toISOString() ?? null,
    source: latest?.source ?? null,
    spawnCount: latest?.spawnCount ?? 0,
  };
}
