import type { ShopCategory } from '@/domain/shop/catalog-item';

/** How the shop presents each category: its card title, line and icon. */
export const CATEGORY_LABELS: Record<ShopCategory, { title: string; description: string; emoji: string }> = {
  'shiny-boosters': {
    title: 'Shiny Boosters',
    description: 'Raise the shiny odds for everyone on the server for a while.',
    emoji: '✨',
  },
  'vote-party': { title: 'Vote Party', description: 'Push the server closer to its next vote party.', emoji: '🎉' },
  'cosmetic-keys': { title: 'Cosmetic Keys', description: 'Keys for the cosmetic crate.', emoji: '🔑' },
  'shiny-transform': { title: 'Shiny Transformation', description: 'Turn one of your Pokémon shiny.', emoji: '🌟' },
  'pokeball-changer': {
    title: 'Pokéball Changer',
    description: 'Move a Pokémon into any of 48 ball variants.',
    emoji: '⚾',
  },
  'premium-battlepass': {
    title: 'Premium Battle Pass',
    description: '30 levels of premium rewards on top of the free track.',
    emoji: '🎖️',
  },
  'gym-tokens': {
    title: 'Gym Tokens',
    description: 'Tokens to challenge gyms. Every purchase also gives +1 token to all players.',
    emoji: '🏅',
  },
  ranks: { title: 'Ranks', description: 'Monthly or annual ranks with perks in game.', emoji: '👑' },
};

export const TAB_LABELS = {
  boosts: 'Boosts',
  cosmetic: 'Cosmetic',
  competitive: 'Gym Tokens',
  ranks: 'Ranks',
  battlepass: 'Battle Pass',
} as const;
