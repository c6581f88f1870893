/** The atlas' categories; Mythical species count as Legendary, as the spec's three filters show. */
export const ATLAS_CATEGORIES = ['Legendary', 'Paradox', 'Ultra Beast'] as const;
export type AtlasCategory = (typeof ATLAS_CATEGORIES)[number];

/** The toggle label and URL value of each category. */
export const CATEGORY_FILTERS: { category: AtlasCategory; label: string; param: string }[] = [
  { category: 'Legendary', label: 'Legendaries', param: 'legendary' },
  { category: 'Paradox', label: 'Paradox', param: 'paradox' },
  { category: 'Ultra Beast', label: 'Ultra Beasts', param: 'ultra-beast' },
];

/** The category of a species from its @pkmn/dex tags, or null when it is none of the atlas' kinds. */
export function categoryOfTags(tags: readonly string[]): AtlasCategory | null {
  if (tags.includes('Paradox')) return 'Paradox';
  if (tags.includes('Ultra Beast')) return 'Ultra Beast';
  if (tags.some((t) => t === 'Restricted Legendary' || t === 'Sub-Legendary' || t === 'Mythical')) return 'Legendary';
  return null;
}

export const ATLAS_MESSAGES = {
  placeholder: 'Search Pokémon or Biome...',
  empty: 'No Pokémon found. Try adjusting your search or filters.',
  version: 'Spawn Atlas v1.0',
} as const;

export const showingText = (shown: number, total: number) => `Showing ${shown} of ${total} Pokémon`;
