import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Dex } from '@pkmn/dex';

// A generated Cobblemon datapack for the atlas import bench: one spawn_pool_world file per species (every
// Legendary, Mythical, Ultra Beast and Paradox species first, then ordinary ones up to the count), 1-3
// spawns a file with the variations real packs have, plus presets and nested biome tags.

const NS = 'benchpack';
const BIOME_TAGS = ['is_jungle', 'is_forest', 'is_mountain', 'is_ocean', 'is_desert', 'is_cold', 'is_cave'];
const BIOMES = ['jungle', 'forest', 'jagged_peaks', 'deep_ocean', 'desert', 'snowy_plains', 'dripstone_caves'];
const BUCKETS = ['common', 'uncommon', 'rare', 'ultra-rare'];
const TIMES = ['day', 'night', 'dawn', 'dusk', 'any'];
const CONTEXTS = ['grounded', 'submerged', 'surface', 'seafloor'];

/** One spawn of species `id`, varied by the numbers i (file) and k (spawn in the file). */
function spawnOf(id: string, i: number, k: number) {
  const context = CONTEXTS[(i + k) % CONTEXTS.length]!;
  const low = 5 + ((i * 7 + k * 11) % 60);
  const condition = {
    biomes: [`#cobblemon:${BIOME_TAGS[i % BIOME_TAGS.length]}`, `minecraft:${BIOMES[(i + k) % BIOMES.length]}`],
    timeRange: TIMES[(i + k) % TIMES.length],
    ...(i % 3 === 0 ? { canSeeSky: true, minSkyLight: 8, maxSkyLight: 15 } : {}),
    ...(i % 5 === 0 ? { minY: -64, maxY: 40, isRaining: i % 2 === 0 } : {}),
    ...(i % 11 === 0 ? { structures: ['minecraft:ancient_city'], neededBaseBlocks: ['#minecraft:stone'] } : {}),
    ...(i % 17 === 0 ? { key_item: `cobblemon:${id}_key` } : {}),
  };
  return {
    id: `${id}-${k + 1}`,
    pokemon: k === 1 && i % 4 === 0 ? `${id} alolan` : id,
    // Singular and plural keys, both context names (1.7 renamed it), presets, as real packs mix them.
    ...(i % 2 === 0 ? { presets: ['natural', `${NS}:wild`] } : { preset: `${NS}:wild` }),
    type: 'pokemon',
    ...(i % 6 === 0 ? { spawnablePositionType: context } : { context }),
    bucket: BUCKETS[(i + k) % BUCKETS.length],
    level: `${low}-${low + 10}`,
    weight: Math.round(((i % 97) + 1) * 0.37 * 100) / 100,
    ...(k % 2 === 0 ? { condition } : { conditions: [condition, { biomes: ['minecraft:plains'] }] }),
    ...(i % 4 === 0 ? { anticondition: { biomes: ['minecraft:deep_dark'] } } : {}),
    ...(i % 7 === 0 ? { weightMultipliers: [{ multiplier: 2, condition: { isThundering: true } }] } : {}),
    ...(i % 9 === 0 ? { weightMultiplier: { multiplier: 1.5, conditions: [{ timeRange: 'night' }] } } : {}),
    atlas: { lore: `Bench lore ${i}-${k} of ${id}.`, ...(i % 8 === 0 ? { notes: 'Found near shrines.' } : {}) },
  };
}

/** Writes the datapack into a new temporary folder; answers the folder and the counts written. */
export async function writeBenchDatapack(spawnFiles: number) {
  const species = Dex.species.all().filter((s) => s.num > 0 && !s.forme && s.exists);
  const atlasKinds = species.filter((s) => s.tags.length > 0);
  const chosen = [...atlasKinds, ...species.filter((s) => s.tags.length === 0)].slice(0, spawnFiles);
  if (chosen.length < spawnFiles) throw new Error(`only ${chosen.length} species for ${spawnFiles} spawn files`);

  const root = await mkdtemp(path.join(tmpdir(), 'atlas-bench-'));
  const write = async (rel: string, json: unknown) => {
    const file = path.join(root, rel);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify(json, null, 2));
  };
  await write('pack.mcmeta', { pack: { pack_format: 48, description: 'Atlas import bench' } });
  await write(`data/${NS}/spawn_detail_presets/wild.json`, {
    condition: { minSkyLight: 0, maxSkyLight: 15 },
    anticondition: { structures: ['#minecraft:village'] },
  });
  for (const [i, tag] of BIOME_TAGS.entries()) {
    const nested = i > 0 ? [`#cobblemon:${BIOME_TAGS[i - 1]}`] : [];
    await write(`data/cobblemon/tags/worldgen/biome/${tag}.json`, {
      replace: false,
      values: [`minecraft:${BIOMES[i]}`, { id: `terralith:${BIOMES[i]}_alt`, required: false }, ...nested],
    });
  }
  let spawns = 0;
  for (const [i, s] of chosen.entries()) {
    const count = 1 + (i % 3);
    spawns += count;
    await write(`data/${NS}/spawn_pool_world/${s.id}.json`, {
      enabled: i % 10 === 0 ? 'true' : true,
      neededInstalledMods: [],
      neededUninstalledMods: [],
      spawns: Array.from({ length: count }, (_, k) => spawnOf(s.id, i, k)),
    });
  }
  return { root, spawnFiles: chosen.length, spawns, atlasSpecies: atlasKinds.length };
}
