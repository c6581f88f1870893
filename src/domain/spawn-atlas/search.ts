import type { AtlasCategory } from './categories.ts';

interface Searchable {
  name: string;
  category: AtlasCategory;
  biomeGroups: readonly string[];
  lore: string;
}

/**
 * The entries a visitor sees: a case-insensitive substring match on the name, any biome group or the
 * lore, within the selected categories (none selected means all).
 */
export function filterAtlas<T extends Searchable>(
  entries: readonly T[],
  query: string,
  categories: readonly AtlasCategory[],
): T[] {
  const q = query.trim().toLowerCase();
  return entries.filter(
    (e) =>
      (categories.length === 0 || categories.includes(e.category)) &&
      (q === '' ||
        e.name.toLowerCase().includes(q) ||
        e.lore.toLowerCase().includes(q) ||
        e.biomeGroups.some((g) => g.toLowerCase().includes(q))),
  );
}

/** The card shows at most two biome groups and "+N" for the rest. */
export function cardBiomes(groups: readonly string[]): { shown: string[]; more: number } {
  return { shown: groups.slice(0, 2), more: Math.max(0, groups.length - 2) };
}
