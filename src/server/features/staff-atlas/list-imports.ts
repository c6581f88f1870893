import { desc, eq } from 'drizzle-orm';
import type { AtlasImports } from '../../../domain/spawn-atlas/staff.ts';
import type { Database } from '../../db/client.ts';
import { spawnAtlasImports, user } from '../../db/schema/index.ts';

/** The latest imports of the atlas, newest first, with the uploader's name. */
export async function listImports(db: Database): Promise<AtlasImports> {
  const rows = await db
    .select({ row: spawnAtlasImports, name: user.name })
    .from(spawnAtlasImports)
    .leftJoin(user, eq(user.id, spawnAtlasImports.importedBy))
    .orderBy(desc(spawnAtlasImports.id))
    .limit(10);
  return {
    imports: rows.map(({ row, name }) => ({
      id: row.id,
      source: row.source,
      speciesCount: row.speciesCount,
      spawnCount: row.spawnCount,
      fileCount: row.fileCount,
      importedBy: name,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
