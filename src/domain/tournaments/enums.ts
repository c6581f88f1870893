export const FOUNDERS_CUP = 'founders-cup-1';
export const TOURNAMENT_CAPACITY = 16;
export const TOURNAMENT_TIMEZONES = ['est', 'cst', 'mst', 'pst', 'utc', 'other'] as const;
export const REGISTRATION_STATUSES = ['registered', 'waitlisted', 'withdrawn'] as const;
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
