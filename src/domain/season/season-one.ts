/**
 * The texts of the Season 1 page, as the league published them. Dates are kept as written
 * ("November 31" included): they are the announcement's wording, not computed dates.
 */
export const SEASON_ONE = {
  number: 1,
  name: 'Season 1',
  dateRange: 'October 1 - November 31, 2025',
  timeframe: 'Oct 1 - Nov 31',
  competitiveCycle: 'Oct 1 - Oct 31',
  eliteFourTournament: 'Last week of October',
  eliteFourCycle: 'Nov 1-15',
  /** The nine gyms of the season: the nine elements that have a badge image. */
  elements: ['fire', 'water', 'steel', 'psychic', 'electric', 'ghost', 'fairy', 'dark', 'poison'],
} as const;

/** The gym battle rules shown on the page. */
export const GYM_BATTLE_RULES = [
  'Single elimination, best of 1, singles.',
  'Mega Evolutions allowed; other mechanics (Z-Moves, Dynamax) not permitted.',
  'At most 1 legendary/mythical over 600 base stat total per battle; unlimited at 600 or below.',
  'No duplicate species on a team.',
  'Every species must have its original primary or secondary type equal to the gym element; type modification to gain eligibility is not allowed (example: Arceus only on the Normal gym).',
] as const;

export const CHAMPION_TAGLINE = 'Glory is earned in battle, not bought';
