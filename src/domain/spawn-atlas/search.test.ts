import { describe, expect, it } from 'vitest';
import { categoryOfTags } from './categories.ts';
import { cardBiomes, filterAtlas } from './search.ts';

const entries = [
  { name: 'Mew', category: 'Legendary' as const, biomeGroups: ['Jungle'], lore: 'Carries every code.' },
  { name: 'Iron Valiant', category: 'Paradox' as const, biomeGroups: ['Cherry Grove', 'Meadow', 'Plains'], lore: '' },
  {
    name: 'Nihilego',
    category: 'Ultra Beast' as const,
    biomeGroups: ['Lush Caves'],
    lore: 'A parasite from a wormhole.',
  },
];
const names = (list: typeof entries) => list.map((e) => e.name);

describe('filterAtlas', () => {
  it('matches name, biome group and lore, ignoring case', () => {
    expect(names(filterAtlas(entries, 'IRON', []))).toEqual(['Iron Valiant']);
    expect(names(filterAtlas(entries, 'jungle', []))).toEqual(['Mew']);
    expect(names(filterAtlas(entries, 'wormhole', []))).toEqual(['Nihilego']);
    expect(names(filterAtlas(entries, '  ', []))).toHaveLength(3);
  });

  it('keeps the selected categories, all when none is selected', () => {
    expect(names(filterAtlas(entries, '', ['Paradox', 'Ultra Beast']))).toEqual(['Iron Valiant', 'Nihilego']);
    expect(names(filterAtlas(entries, 'e', ['Legendary']))).toEqual(['Mew']);
    expect(filterAtlas(entries, 'zzz', [])).toEqual([]);
  });
});

describe('cardBiomes', () => {
  it('shows two groups and counts the rest', () => {
    expect(cardBiomes(['A', 'B', 'C', 'D'])).toEqual({ shown: ['A', 'B'], more: 2 });
    expect(cardBiomes(['A'])).toEqual({ shown: ['A'], more: 0 });
  });
});

describe('categoryOfTags', () => {
  it('classifies from the species tags', () => {
    expect(categoryOfTags(['Mythical'])).toBe('Legendary');
    expect(categoryOfTags(['Sub-Legendary'])).toBe('Legendary');
    expect(categoryOfTags(['Paradox'])).toBe('Paradox');
    expect(categoryOfTags(['Ultra Beast'])).toBe('Ultra Beast');
    expect(categoryOfTags([])).toBeNull();
  });
});
