import { z } from 'zod';

// Cobblemon's spawn files, as its own loader reads them: lenient where Cobblemon is lenient (singular or
// plural keys, "enabled" as a string, unknown keys kept), strict about the types of the keys it knows.

const text = z.string().min(1).max(500);
const ids = z.array(text).max(2_000);
const num = z.number().finite();

/** A condition: the keys Cobblemon knows are typed; any other key is kept (an add-on may read it). */
export const spawnConditionSchema = z
  .object({
    biomes: ids.optional(),
    structures: ids.optional(),
    dimensions: ids.optional(),
    neededBaseBlocks: ids.optional(),
    neededNearbyBlocks: ids.optional(),
    timeRange: text.optional(),
    isRaining: z.boolean().optional(),
    isThundering: z.boolean().optional(),
    canSeeSky: z.boolean().optional(),
    minY: num.optional(),
    maxY: num.optional(),
    minLight: num.optional(),
    maxLight: num.optional(),
    minSkyLight: num.optional(),
    maxSkyLight: num.optional(),
    minLureLevel: num.optional(),
    maxLureLevel: num.optional(),
    fluid: text.optional(),
  })
  .catchall(z.unknown());
export type SpawnCondition = z.infer<typeof spawnConditionSchema>;

/** The condition keys Cobblemon itself reads (base, area, grounded, submerged, surface and fishing). */
// prettier-ignore
export const COBBLEMON_CONDITION_KEYS = new Set([
  'type', 'dimensions', 'biomes', 'moonPhase', 'canSeeSky', 'minX', 'minY', 'minZ', 'maxX', 'maxY', 'maxZ',
  'minLight', 'maxLight', 'minSkyLight', 'maxSkyLight', 'isRaining', 'isThundering', 'timeRange', 'structures',
  'isSlimeChunk', 'minHeight', 'maxHeight', 'minWidth', 'maxWidth', 'minLength', 'maxLength', 'neededNearbyBlocks',
  'neededBaseBlocks', 'minDepth', 'maxDepth', 'fluid', 'fluidIsSource', 'fluidBlock', 'rod', 'rodType', 'bait',
  'minLureLevel', 'maxLureLevel', 'labels', 'labelMode',
]);

const oneOrMany = <T extends z.ZodType>(item: T) => z.union([item, z.array(item).max(100)]).optional();

export const weightMultiplierSchema = z
  .object({ multiplier: num, condition: oneOrMany(spawnConditionSchema), conditions: oneOrMany(spawnConditionSchema) })
  .catchall(z.unknown());

export const spawnDetailSchema = z
  .object({
    id: text,
    pokemon: text.optional(),
    type: text.optional(),
    context: text.optional(),
    spawnablePositionType: text.optional(),
    preset: oneOrMany(text),
    presets: oneOrMany(text),
    bucket: text.optional(),
    level: z.union([text, z.number().int().min(1).max(1000)]).optional(),
    weight: num.min(0).optional(),
    condition: oneOrMany(spawnConditionSchema),
    conditions: oneOrMany(spawnConditionSchema),
    anticondition: oneOrMany(spawnConditionSchema),
    anticonditions: oneOrMany(spawnConditionSchema),
    weightMultiplier: oneOrMany(weightMultiplierSchema),
    weightMultipliers: oneOrMany(weightMultiplierSchema),
    neededInstalledMods: ids.optional(),
    neededUninstalledMods: ids.optional(),
    atlas: z.object({ lore: z.string().max(2_000).optional(), notes: z.string().max(2_000).optional() }).optional(),
  })
  .catchall(z.unknown());
export type SpawnDetailJson = z.infer<typeof spawnDetailSchema>;

const enabled = z.union([z.boolean(), z.enum(['true', 'false'])]).transform((v) => v === true || v === 'true');

export const spawnPoolSchema = z.object({
  enabled: enabled.optional().default(true),
  neededInstalledMods: ids.optional(),
  neededUninstalledMods: ids.optional(),
  spawns: z.array(z.unknown()).max(1_000),
});

export const spawnPresetSchema = z
  .object({
    context: text.optional(),
    spawnablePositionType: text.optional(),
    bucket: text.optional(),
    weight: num.min(0).optional(),
    condition: spawnConditionSchema.optional(),
    anticondition: spawnConditionSchema.optional(),
    weightMultipliers: z.array(weightMultiplierSchema).max(100).optional(),
  })
  .catchall(z.unknown());
export type SpawnPresetJson = z.infer<typeof spawnPresetSchema>;

const bucket = z.object({ name: text, weight: num.min(0) });
/** best-spawner-config.json: the buckets and their weights (1.7 names them worldBuckets). */
export const bestSpawnerConfigSchema = z
  .object({ buckets: z.array(bucket).max(50).optional(), worldBuckets: z.array(bucket).max(50).optional() })
  .catchall(z.unknown());

/** A biome tag file: ids, other tags (#ns:path) or {id, required}. */
export const biomeTagSchema = z.object({
  replace: z.boolean().optional(),
  values: z.array(z.union([text, z.object({ id: text, required: z.boolean().optional() })])).max(5_000),
});
