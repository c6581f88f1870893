import {
  bestSpawnerConfigSchema,
  biomeTagSchema,
  spawnPoolSchema,
  spawnPresetSchema,
  type SpawnPresetJson,
} from '../../domain/spawn-atlas/datapack.ts';
import type { DatapackFile } from './datapack-files.ts';
import type { DatapackProblem } from './import-error.ts';
import { readJson } from './read-json.ts';
import { resolveSpawn, type ResolvedSpawn } from './resolve-spawn.ts';

/** The default buckets of Cobblemon's best-spawner-config.json, used when the server's is not given. */
export const DEFAULT_BUCKETS = [
  { name: 'common', weight: 94.4 },
  { name: 'uncommon', weight: 5 },
  { name: 'rare', weight: 0.5 },
  { name: 'ultra-rare', weight: 0.1 },
];

const POOL = /(?:^|\/)data\/([^/]+)\/spawn_pool_world\/(.+)\.json$/;
const PRESET = /(?:^|\/)data\/([^/]+)\/spawn_detail_presets\/(.+)\.json$/;
const BIOME_TAG = /(?:^|\/)data\/([^/]+)\/tags\/worldgen\/biome\/(.+)\.json$/;
const CONFIG = /(?:^|\/)best-spawner-config\.json$/;

export interface ParsedDatapack {
  spawns: ResolvedSpawn[];
  poolFiles: number;
  buckets: { name: string; weight: number }[];
  /** Biome tag id ("ns:path") to its values as written. */
  biomeTags: Map<string, string[]>;
  problems: DatapackProblem[];
}

/** Reads every spawn pool, preset, biome tag and the bucket config of a datapack, as Cobblemon would. */
export function parseDatapack(files: DatapackFile[]): ParsedDatapack {
  const problems: DatapackProblem[] = [];
  const presets = new Map<string, SpawnPresetJson>();
  const biomeTags = new Map<string, string[]>();
  let buckets = DEFAULT_BUCKETS;
  const pools: DatapackFile[] = [];

  for (const file of files) {
    const preset = PRESET.exec(file.path);
    const tag = BIOME_TAG.exec(file.path);
    if (POOL.test(file.path)) pools.push(file);
    else if (preset) {
      const json = readJson(file, spawnPresetSchema, problems);
      if (json) presets.set(`${preset[1]}:${preset[2]}`, json);
    } else if (tag) {
      const json = readJson(file, biomeTagSchema, problems);
      const values = json?.values.map((v) => (typeof v === 'string' ? v : v.id)) ?? [];
      const id = `${tag[1]}:${tag[2]}`;
      if (json) biomeTags.set(id, json.replace ? values : [...(biomeTags.get(id) ?? []), ...values]);
    } else if (CONFIG.test(file.path)) {
      const json = readJson(file, bestSpawnerConfigSchema, problems);
      const configured = json?.buckets ?? json?.worldBuckets;
      if (configured?.length) buckets = configured;
    }
  }

  const spawns: ResolvedSpawn[] = [];
  const ids = new Set<string>();
  for (const file of pools.sort((a, b) => a.path.localeCompare(b.path))) {
    const pool = readJson(file, spawnPoolSchema, problems);
    if (!pool || !pool.enabled) continue;
    const mods = pool.neededInstalledMods ?? [];
    pool.spawns.forEach((raw, index) => {
      const spawn = resolveSpawn(raw, { file: file.path, index, presets, buckets, mods }, problems);
      if (!spawn) return;
      if (ids.has(spawn.id)) {
        problems.push({ file: file.path, reason: `spawns.${index}: the spawn id "${spawn.id}" is used twice.` });
        return;
      }
      ids.add(spawn.id);
      spawns.push(spawn);
    });
  }
  if (pools.length === 0 && problems.length === 0)
    problems.push({ file: '(datapack)', reason: 'No spawn files found (data/<namespace>/spawn_pool_world/*.json).' });
  return { spawns, poolFiles: pools.length, buckets, biomeTags, problems };
}
