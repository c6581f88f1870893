import { COBBLEMON_CONDITION_KEYS, type SpawnCondition } from '../../domain/spawn-atlas/datapack.ts';
import type { ResolvedSpawn } from './resolve-spawn.ts';
import { readableId, titleCase } from './readable-names.ts';

const unique = (values: string[]) => [...new Set(values)];

/**
 * The values a list field takes over a spawn's conditions: any one condition is enough, so a condition
 * without the field means "any" (an empty list).
 */
function anyOf(conditions: SpawnCondition[], pick: (c: SpawnCondition) => string[]): string[] {
  const lists = conditions.map(pick);
  if (lists.length === 0 || lists.some((l) => l.length === 0)) return [];
  return unique(lists.flat());
}
const firstOf = <T>(conditions: SpawnCondition[], pick: (c: SpawnCondition) => T | undefined) =>
  conditions.map(pick).find((v) => v !== undefined);

const times = (c: SpawnCondition) =>
  c.timeRange ? c.timeRange.split(',').map((t) => (/\d/.test(t) ? `Ticks ${t.trim()}` : titleCase(t.trim()))) : [];

function weatherOf(c: SpawnCondition): string[] {
  if (c.isThundering === true) return ['Thundering'];
  if (c.isRaining === true) return ['Raining'];
  if (c.isRaining === false) return ['Clear (not raining)'];
  if (c.isThundering === false) return ['Not thundering'];
  return [];
}

function range(min: number | undefined, max: number | undefined, lo: number, hi: number) {
  if (min === undefined && max === undefined) return undefined;
  return `${min ?? lo}-${max ?? hi}`;
}

function yBounds(c: SpawnCondition): string | undefined {
  if (c.minY !== undefined && c.maxY !== undefined) return `Y ${c.minY} to ${c.maxY}`;
  if (c.minY !== undefined) return `Y ${c.minY} and above`;
  if (c.maxY !== undefined) return `Y ${c.maxY} and below`;
  return undefined;
}

function light(c: SpawnCondition): string | undefined {
  const sky = range(c.minSkyLight, c.maxSkyLight, 0, 15);
  const block = range(c.minLight, c.maxLight, 0, 15);
  const parts = [sky && `Skylight ${sky}`, block && `Light ${block}`].filter(Boolean);
  return parts.length ? parts.join(' · ') : undefined;
}

const CONTEXT_NAMES: Record<string, string> = {
  grounded: 'Grounded',
  submerged: 'Submerged',
  surface: 'Surface',
  seafloor: 'Seafloor',
  lavafloor: 'Lava Floor',
  fishing: 'Fishing',
};

export function contextName(spawn: ResolvedSpawn): string {
  const lava = spawn.conditions.some((c) => c.fluid?.includes('lava'));
  if (spawn.context === 'surface' && lava) return 'Lava Surface';
  return CONTEXT_NAMES[spawn.context] ?? titleCase(spawn.context);
}

/** A short text for a condition of a weight multiplier: "Night, Raining". */
function brief(c: SpawnCondition): string {
  const parts = [...times(c), ...weatherOf(c), ...(c.biomes ?? []).map(readableId)];
  if (c.canSeeSky !== undefined) parts.push(c.canSeeSky ? 'Open sky' : 'Under cover');
  return parts.join(', ') || 'Any conditions';
}

/** Condition keys Cobblemon does not read, with their values: an add-on (e.g. Myths & Legends' key_item) reads them. */
function addOns(conditions: SpawnCondition[]): string[] {
  return unique(
    conditions.flatMap((c) =>
      Object.entries(c)
        .filter(([key]) => !COBBLEMON_CONDITION_KEYS.has(key))
        .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`),
    ),
  );
}

/** The atlas fields one spawn gives. */
export function describeSpawn(spawn: ResolvedSpawn) {
  const { conditions: cs, anticonditions: anti } = spawn;
  const lure = firstOf(cs, (c) => c.minLureLevel);
  const notes = [
    spawn.notes,
    lure !== undefined && !spawn.notes?.includes('lure') ? `Minimum lure level ${lure}.` : null,
  ];
  if (spawn.mods.length) notes.push(`Needs the mods: ${spawn.mods.join(', ')}.`);
  return {
    biomeIds: unique(cs.flatMap((c) => c.biomes ?? [])),
    biomeGroups: unique(cs.flatMap((c) => (c.biomes ?? []).map(readableId))),
    excluded: unique(anti.flatMap((c) => [...(c.biomes ?? []), ...(c.structures ?? [])]).map(readableId)),
    time: anyOf(cs, times),
    weather: anyOf(cs, weatherOf),
    context: contextName(spawn),
    canSeeSky: firstOf(cs, (c) => c.canSeeSky) ?? null,
    yBounds: firstOf(cs, yBounds) ?? null,
    lightLevel: firstOf(cs, light) ?? null,
    structures: anyOf(cs, (c) => (c.structures ?? []).map(readableId)),
    blocks: anyOf(cs, (c) => [...(c.neededBaseBlocks ?? []), ...(c.neededNearbyBlocks ?? [])].map(readableId)),
    presets: unique(spawn.presets.map((p) => p.split(':').pop() ?? p)),
    boosts: spawn.weightMultipliers.map(
      (m) => `×${m.multiplier} (${m.conditions.map(brief).join(' or ') || 'any conditions'})`,
    ),
    notes: notes.filter((n): n is string => !!n),
    addOns: addOns([...cs, ...anti]),
  };
}
