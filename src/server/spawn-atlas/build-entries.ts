import { Dex } from '@pkmn/dex';
import { categoryOfTags } from '../../domain/spawn-atlas/categories.ts';
import type { AtlasEntry } from '../../domain/spawn-atlas/views.ts';
import type { DatapackProblem } from './import-error.ts';
import type { ParsedDatapack } from './parse-datapack.ts';
import { describeSpawn } from './describe-spawn.ts';
import { expandBiomeTags, titleCase } from './readable-names.ts';
import type { ResolvedSpawn } from './resolve-spawn.ts';

const STARS: Record<string, number> = { 'ultra-rare': 5, rare: 4, uncommon: 3, common: 2 };

/** "60-70" and "65-80" → "60-80": the range over every spawn of a species. */
function levelRange(spawns: ResolvedSpawn[]): string {
  const bounds = spawns.flatMap((s) => (s.level ? s.level.split('-').map(Number) : []));
  if (bounds.length === 0) return 'Any';
  const lo = Math.min(...bounds);
  const hi = Math.max(...bounds);
  return lo === hi ? String(lo) : `${lo}-${hi}`;
}

const aspectName = (aspects: string[]) => aspects.map((a) => titleCase(a.replace(/^.*=/, ''))).join(' ');

/** A line for each further spawn of a species (another form, another place): where, when and at what level. */
function variantLine(spawn: ResolvedSpawn): string {
  const d = describeSpawn(spawn);
  const label = spawn.aspects.length ? `${aspectName(spawn.aspects)} form` : d.context;
  const where = d.biomeGroups.slice(0, 3).join(', ') || 'Any biome';
  const when = d.time.length ? ` · ${d.time.join(', ')}` : '';
  return `${label}: ${where}${when} · Lv ${spawn.level ?? 'any'} (${d.context})`;
}

export interface BuiltAtlas {
  entries: AtlasEntry[];
  /** How many spawns the entries hold. */
  spawnCount: number;
  skipped: string[];
  problems: DatapackProblem[];
}

/**
 * One entry per Legendary, Mythical, Ultra Beast or Paradox species (from the @pkmn/dex tags), built from
 * its first spawn, with its other spawns as variants. Other species are skipped; unknown ones are problems.
 */
export function buildEntries(pack: ParsedDatapack): BuiltAtlas {
  const problems: DatapackProblem[] = [];
  const skipped = new Set<string>();
  const bySpecies = new Map<string, { name: string; category: AtlasEntry['category']; spawns: ResolvedSpawn[] }>();
  for (const spawn of pack.spawns) {
    const species = Dex.species.get(spawn.species);
    if (!species.exists) {
      problems.push({ file: spawn.file, reason: `(id "${spawn.id}") unknown species "${spawn.species}".` });
      continue;
    }
    const category = categoryOfTags(species.tags);
    if (!category) {
      skipped.add(species.name);
      continue;
    }
    const group = bySpecies.get(species.id) ?? { name: species.name, category, spawns: [] };
    group.spawns.push(spawn);
    bySpecies.set(species.id, group);
  }
  const chance = new Map(pack.buckets.map((b) => [b.name, b.weight]));
  const total = pack.buckets.reduce((sum, b) => sum + b.weight, 0);

  const entries = [...bySpecies.entries()].map(([id, { name, category, spawns }]): AtlasEntry => {
    const [first] = spawns as [ResolvedSpawn, ...ResolvedSpawn[]];
    const d = describeSpawn(first);
    const all = spawns.map(describeSpawn);
    const variants = spawns.slice(1).map(variantLine);
    if (first.aspects.length) variants.unshift(`${aspectName(first.aspects)} form`);
    const weight = chance.get(first.bucket);
    return {
      id,
      name,
      category,
      rarity: titleCase(first.bucket),
      bucketChance: weight !== undefined && total > 0 ? Math.round((weight / total) * 10_000) / 100 : null,
      stars: STARS[first.bucket] ?? 3,
      level: levelRange(spawns),
      weight: first.weight,
      biomeGroups: [...new Set(all.flatMap((x) => x.biomeGroups))],
      biomeGroupMembers: expandBiomeTags(
        spawns.flatMap((s) => describeSpawn(s).biomeIds),
        pack.biomeTags,
      ),
      excluded: d.excluded,
      time: d.time,
      weather: d.weather,
      context: d.context,
      canSeeSky: d.canSeeSky,
      yBounds: d.yBounds,
      lightLevel: d.lightLevel,
      structures: d.structures,
      blocks: d.blocks,
      presets: d.presets,
      boosts: d.boosts,
      variants,
      notes: [...new Set(all.flatMap((x) => x.notes))],
      addOns: [...new Set(all.flatMap((x) => x.addOns))],
      lore: first.lore || (spawns.find((s) => s.lore)?.lore ?? ''),
    };
  });
  entries.sort((a, b) => a.name.localeCompare(b.name));
  const spawnCount = [...bySpecies.values()].reduce((sum, g) => sum + g.spawns.length, 0);
  return { entries, spawnCount, skipped: [...skipped].sort(), problems };
}
