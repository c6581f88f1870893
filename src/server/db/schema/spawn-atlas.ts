import { bigint, bigserial, check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { ATLAS_CATEGORIES } from '../../../domain/spawn-atlas/categories.ts';
import type { AtlasEntry } from '../../../domain/spawn-atlas/views.ts';
import { createdAt, oneOf } from './util.ts';

/**
 * Every import of a spawn datapack into the atlas, newest last. An import inserts one row here in the
 * transaction that replaces the entries, so the change feed reports one change per import (not one per
 * species) and the atlas' cached answer is dropped once.
 */
export const spawnAtlasImports = pgTable('spawn_atlas_imports', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  source: text('source').notNull(),
  speciesCount: integer('species_count').notNull(),
  spawnCount: integer('spawn_count').notNull(),
  fileCount: integer('file_count').notNull(),
  /** The staff member who uploaded it; null for the command line and the demo seed. Plain id, like the audit log. */
  importedBy: text('imported_by'),
  createdAt: createdAt(),
});

/** The atlas as the latest import left it: one row per species, in display order. */
export const spawnAtlasEntries = pgTable(
  'spawn_atlas_entries',
  {
    speciesId: text('species_id').primaryKey(),
    importId: bigint('import_id', { mode: 'number' })
      .notNull()
      .references(() => spawnAtlasImports.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    entry: jsonb('entry').$type<AtlasEntry>().notNull(),
  },
  (t) => [check('spawn_atlas_entries_category_check', oneOf(t.category, ATLAS_CATEGORIES))],
);
