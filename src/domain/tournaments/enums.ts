export const FOUNDERS_CUP = 'founders-cup-1';
export const TOURNAMENT_CAPACITY = 16;
export const TOURNAMENT_TIMEZONES = ['est', 'cst', 'mst', 'pst', 'utc', 'other'] as const;
export const MID_SEASON_DOUBLES = 'mid-season-doubles';
export const TOURNAMENT_KEYS = [FOUNDERS_CUP, MID_SEASON_DOUBLES] as const;
export const TOURNAMENT_FORMATS = ['singles', 'doubles'] as const;
/** withdrawn: the player left; dropped: a registered player who did not check in before check-in closed. */
export const REGISTRATION_STATUSES = ['registered', 'waitlisted', 'withdrawn', 'dropped'] as const;
/** played: decided by games; forfeit and no_show: decided by staff without (all) games. */
export const MATCH_OUTCOMES = ['played', 'forfeit', 'no_show'] as const;
export const BRACKET_MATCH_STATUSES = ['pending', 'in_progress', 'completed'] as const;
export const TERA_TYPES = [
  'Normal',
  'Fire',
  'Water',
  'Electric',
  'Grass',
  'Ice',
  'Fighting',
  'Poison',
  'Ground',
  'Flying',
  'Psychic',
  'Bug',
  'Rock',
  'Ghost',
  'Dragon',
  'Dark',
  'Steel',
  'Fairy',
] as const;
