/** The 18 element (gym) types, in their fixed display order (normal first, fairy last). */
export const ELEMENTS = [
  'normal',
  'fire',
  'water',
  'electric',
  'grass',
  'ice',
  'fighting',
  'poison',
  'ground',
  'flying',
  'psychic',
  'bug',
  'rock',
  'ghost',
  'dragon',
  'dark',
  'steel',
  'fairy',
] as const;
export type Element = (typeof ELEMENTS)[number];

export const isElement = (value: unknown): value is Element => ELEMENTS.includes(value as Element);

/** Elements that have a badge image of their own. */
export const BADGE_IMAGE_ELEMENTS: readonly Element[] = [
  'fire',
  'water',
  'steel',
  'psychic',
  'electric',
  'ghost',
  'fairy',
  'dark',
  'poison',
];

const NAMED_BADGES: Partial<Record<Element, string>> = {
  poison: 'Stench',
  dark: 'Nightmare',
  fairy: 'Divine',
  fire: 'Inferno',
  ghost: 'Spectre',
  electric: 'Shock',
  psychic: 'Unbound',
  steel: 'Blade',
  water: 'Splash',
};

export function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** 'Inferno' for fire, 'Normal Badge' for an element without a named badge. */
export function badgeName(element: Element): string {
  return NAMED_BADGES[element] ?? `${capitalize(element)} Badge`;
}

export const GYM_LEADER_STATUSES = ['online', 'busy', 'offline'] as const;
export type GymLeaderStatus = (typeof GYM_LEADER_STATUSES)[number];

export const USER_ROLES = ['player', 'staff', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
