/**
 * The four paid ranks and their perks, as the ranks page and the wiki's ranks section show them.
 * Each rank includes the perks of the ranks before it; the perk lists name what a rank adds
 * or the new running total, as the ranks page's perk table does.
 */
export const RANK_IDS = ['ace', 'expert', 'elite', 'master'] as const;
export type RankId = (typeof RANK_IDS)[number];

export interface RankTier {
  id: RankId;
  name: string;
  monthlyPriceCents: number;
  tagline: string;
  perks: readonly string[];
  /** Elite is marked "Most Popular". */
  popular: boolean;
}

export const RANKS: readonly RankTier[] = [
  {
    id: 'ace',
    name: 'Ace',
    monthlyPriceCents: 499,
    tagline: 'Your first step up: comfort commands and a little sparkle.',
    popular: false,
    perks: [
      '+500 claim blocks',
      'Shiny Charm',
      '/healpokemon and /enderchest',
      'Styled nickname',
      '+2 homes',
      'Feet particles',
      '2 cosmetic crate keys monthly',
      'One 30-minute 10x server-wide shiny boost',
      '2 gym tokens monthly',
    ],
  },
  {
    id: 'expert',
    name: 'Expert',
    monthlyPriceCents: 799,
    tagline: 'For trainers who hunt: storage on the go and spawn checks.',
    popular: false,
    perks: [
      '1,000 claim blocks total',
      '/pc and /checkspawn',
      '+2 homes (4 total)',
      'Torso particles',
      '4 cosmetic crate keys monthly',
      '2 shiny boosts total (30 minutes, 10x)',
      '4 gym tokens monthly total',
    ],
  },
  {
    id: 'elite',
    name: 'Elite',
    monthlyPriceCents: 1299,
    tagline: 'Fly over your land and reach your storage from anywhere.',
    popular: true,
    perks: [
      '1,500 claim blocks total',
      '/fly',
      'Remote storage terminal',
      '+5 homes (9 total)',
      'Head particles',
      '6 cosmetic crate keys monthly',
      '3 shiny boosts total (30 minutes, 10x)',
      '6 gym tokens monthly total',
    ],
  },
  {
    id: 'master',
    name: 'Master',
    monthlyPriceCents: 1999,
    tagline: 'Everything we offer, with the EV editor and the premium battle pass.',
    popular: false,
    perks: [
      '2,000 claim blocks total',
      'EV edit (own Pokémon only, under the EV Editor Policy)',
      '9 cosmetic crate keys monthly',
      'Two 30-minute 15x server-wide shiny boosts',
      '8 gym tokens monthly total',
      'Premium battle pass included',
    ],
  },
];

/** Gym tokens every paid rank purchase gives to every player on the server. */
export const SERVER_WIDE_TOKENS_PER_RANK_PURCHASE = 1;

export function findRank(id: RankId): RankTier {
  const rank = RANKS.find((r) => r.id === id);
  if (!rank) throw new Error(`Unknown rank ${id}`);
  return rank;
}

/** The EV Editor Policy that comes with the Master rank; a Master purchase needs it accepted. */
export const EV_EDITOR_POLICY = {
  summary:
    "EV editing applies to the player's own Pokémon only; a policy violation means immediate removal of EV editor access with no refund.",
  rules: [
    'Own species only: edit only Pokémon that you caught, bred or hatched yourself.',
    'Not tradable: an EV-edited Pokémon may not be traded, sold or given to another player.',
    "No converting others': do not edit Pokémon for other players or take theirs in to edit them.",
  ],
  consequence: 'A violation removes your EV editor access immediately, with no refund.',
} as const;
