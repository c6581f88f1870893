import { spawnDetailSchema, type SpawnCondition, type SpawnPresetJson } from '../../domain/spawn-atlas/datapack.ts';
import type { DatapackProblem } from './import-error.ts';
import { describeIssues } from './read-json.ts';

/** The contexts (1.7: spawnable position types) Cobblemon registers. */
export const CONTEXTS = ['grounded', 'submerged', 'surface', 'seafloor', 'lavafloor', 'fishing'] as const;

export interface ResolvedSpawn {
  file: string;
  id: string;
  /** The species id as written ("zapdos"), and the aspects after it ("galarian"). */
  species: string;
  aspects: string[];
  context: string;
  bucket: string;
  level: string | null;
  weight: number;
  presets: string[];
  conditions: SpawnCondition[];
  anticonditions: SpawnCondition[];
  weightMultipliers: { multiplier: number; conditions: SpawnCondition[] }[];
  mods: string[];
  lore: string;
  notes: string | null;
}

interface SpawnSource {
  file: string;
  index: number;
  presets: Map<string, SpawnPresetJson>;
  buckets: { name: string }[];
  mods: string[];
}

/** Cobblemon reads a singular key as a one-item list beside the plural one. */
const plural = <T>(many: T | T[] | undefined, one: T | T[] | undefined): T[] =>
  [many, one].flatMap((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]));

const withNamespace = (name: string) => (name.includes(':') ? name : `cobblemon:${name}`);

/**
 * One spawn of a pool with its presets applied as Cobblemon does: a preset's context, bucket and weight
 * win, its condition fills the keys each condition leaves out (or becomes the only condition), its
 * anticondition is added. Answers undefined for a spawn that is not a Pokémon, or a bad one (recorded).
 */
export function resolveSpawn(raw: unknown, src: SpawnSource, problems: DatapackProblem[]): ResolvedSpawn | undefined {
  const parsed = spawnDetailSchema.safeParse(raw);
  const where = `spawns.${src.index}`;
  const fail = (reason: string) => void problems.push({ file: src.file, reason: `${where}: ${reason}` });
  if (!parsed.success) return fail(describeIssues(parsed.error));
  const s = parsed.data;
  const named = (reason: string) => fail(`(id "${s.id}") ${reason}`);

  const presetNames = plural(s.presets, s.preset);
  const presets = presetNames
    .map((n) => src.presets.get(withNamespace(n)))
    .filter((p): p is SpawnPresetJson => p !== undefined);
  const type = s.type ?? 'pokemon';
  if (type !== 'pokemon') return undefined;
  if (!s.pokemon) return named('a Pokémon spawn needs "pokemon".');

  const context =
    presets.map((p) => p.context ?? p.spawnablePositionType).find(Boolean) ?? s.context ?? s.spawnablePositionType;
  if (!context) return named('no context ("context", or "spawnablePositionType" since Cobblemon 1.7).');
  if (!(CONTEXTS as readonly string[]).includes(context)) return named(`unknown context "${context}".`);

  const bucket = presets.map((p) => p.bucket).find(Boolean) ?? s.bucket;
  if (!bucket) return named('no bucket.');
  if (!src.buckets.some((b) => b.name === bucket)) return named(`unknown bucket "${bucket}".`);
  const weight = presets.map((p) => p.weight).find((w) => w !== undefined) ?? s.weight;
  if (weight === undefined) return named('no weight.');
  const level = s.level === undefined ? null : String(s.level);
  if (level !== null && !/^\d{1,3}(\s*-\s*\d{1,3})?$/.test(level))
    return named(`the level "${level}" is not a level or a range like "60-70".`);

  let conditions = plural(s.conditions, s.condition);
  const anticonditions = plural(s.anticonditions, s.anticondition);
  const multipliers = plural(s.weightMultipliers, s.weightMultiplier).map((m) => ({
    multiplier: m.multiplier,
    conditions: plural(m.conditions, m.condition),
  }));
  for (const preset of presets) {
    const pc = preset.condition;
    if (pc) conditions = conditions.length ? conditions.map((c) => ({ ...pc, ...c })) : [pc];
    if (preset.anticondition) anticonditions.push(preset.anticondition);
    for (const m of preset.weightMultipliers ?? [])
      multipliers.push({ multiplier: m.multiplier, conditions: plural(m.conditions, m.condition) });
  }

  const [species = '', ...aspects] = s.pokemon.trim().toLowerCase().split(/\s+/);
  return {
    file: src.file,
    id: s.id,
    species,
    aspects,
    context,
    bucket,
    level: level?.replace(/\s+/g, '') ?? null,
    weight,
    presets: presetNames,
    conditions,
    anticonditions,
    weightMultipliers: multipliers,
    mods: [...src.mods, ...(s.neededInstalledMods ?? [])],
    lore: s.atlas?.lore?.trim() ?? '',
    notes: s.atlas?.notes?.trim() || null,
  };
}
