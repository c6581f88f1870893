import { z } from 'zod';
import { ATLAS_CATEGORIES } from './categories.ts';

/** One species of the atlas, as GET /api/spawn-atlas answers it and the importer stores it. */
export const atlasEntrySchema = z
  .object({
    id: z.string().meta({ description: 'The species id (@pkmn/dex), e.g. "tapulele"' }),
    name: z.string(),
    category: z.enum(ATLAS_CATEGORIES),
    rarity: z.string().meta({ description: 'Ultra-Rare, Rare, Uncommon or Common, from the spawn bucket' }),
    bucketChance: z.number().nullable().meta({ description: "The bucket's share of spawns in percent" }),
    stars: z.number().int().min(1).max(5),
    level: z.string().meta({ description: 'A level or a range, e.g. "60-70"' }),
    weight: z.number(),
    biomeGroups: z.array(z.string()),
    biomeGroupMembers: z
      .array(z.object({ group: z.string(), biomes: z.array(z.string()) }))
      .meta({ description: 'The biomes of each tag group, when the tag files were imported' }),
    excluded: z.array(z.string()).meta({ description: 'Biomes and structures of the anticonditions' }),
    time: z.array(z.string()).meta({ description: 'Empty: any time' }),
    weather: z.array(z.string()).meta({ description: 'Empty: any weather' }),
    context: z.string(),
    canSeeSky: z.boolean().nullable(),
    yBounds: z.string().nullable(),
    lightLevel: z.string().nullable().meta({ description: 'e.g. "Skylight 8-15"' }),
    structures: z.array(z.string()),
    blocks: z.array(z.string()),
    presets: z.array(z.string()),
    boosts: z.array(z.string()),
    variants: z.array(z.string()),
    notes: z.array(z.string()),
    addOns: z.array(z.string()).meta({ description: 'Condition keys Cobblemon does not know, with their values' }),
    lore: z.string(),
  })
  .meta({ id: 'SpawnAtlasEntry' });

export const spawnAtlasSchema = z
  .object({
    entries: z.array(atlasEntrySchema),
    importedAt: z.string().nullable(),
    source: z.string().nullable(),
    spawnCount: z.number().int(),
  })
  .meta({ id: 'SpawnAtlas' });

export type AtlasEntry = z.infer<typeof atlasEntrySchema>;
export type SpawnAtlas = z.infer<typeof spawnAtlasSchema>;

/** What an import answers: how much it read, and what it skipped (species outside the atlas). */
export const atlasImportSummarySchema = z
  .object({
    species: z.number().int(),
    spawns: z.number().int(),
    files: z.number().int(),
    skipped: z.array(z.string()),
    message: z.string(),
  })
  .meta({ id: 'SpawnAtlasImportSummary' });
export type AtlasImportSummary = z.infer<typeof atlasImportSummarySchema>;
