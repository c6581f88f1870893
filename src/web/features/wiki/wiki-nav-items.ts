/**
 * The wiki's left navigation, in its fixed order (getting started first, commands last). Every entry
 * is an anchor on this page except the spawn atlas, which is its own page.
 */
export const WIKI_NAV = [
  { id: 'getting-started', label: 'Getting Started' },
  { id: 'spawn-atlas', label: 'Spawn Atlas', to: '/spawn-atlas' },
  { id: 'battle-pass', label: 'Battle Pass' },
  { id: 'quests', label: 'Quests' },
  { id: 'crates', label: 'Crates' },
  { id: 'warping', label: 'Warping' },
  { id: 'land-claims', label: 'Land Claims' },
  { id: 'tms-trs', label: 'TMs/TRs' },
  { id: 'gyms-pvp', label: 'Gyms & PvP' },
  { id: 'economy', label: 'Economy' },
  { id: 'ranks', label: 'Ranks' },
  { id: 'breeding', label: 'Breeding' },
  { id: 'training', label: 'Training' },
  { id: 'berries', label: 'Berries' },
  { id: 'events', label: 'Events' },
  { id: 'faq', label: 'FAQ' },
  { id: 'commands', label: 'Commands' },
] as const satisfies readonly { id: string; label: string; to?: string }[];

export type WikiSectionId = Exclude<(typeof WIKI_NAV)[number]['id'], 'spawn-atlas'>;
