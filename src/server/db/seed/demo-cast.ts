import type { Element } from '../../../domain/shared/elements.ts';

/** The demo's Minecraft players, in the order the demo gives them accounts (Ash owns the first). */
export const DEMO_PLAYER_NAMES = [
  'AshKetchum_MC',
  'RedRivalry',
  'BlueOakley',
  'LeafStorm22',
  'EthanGold',
  'KrisCrystal',
  'MayBrendan',
  'DawnPlatina',
  'LucasDiamond',
  'HildaUnova',
  'NateBlack2',
  'SerenaKalos',
  'CalemX',
  'EllioMoon',
  'GloriaGalar',
  'VictorSword',
  'JuliannaScarlet',
  'FlorianViolet',
  'ShinyHunterJo',
  'PikaPower99',
  'GarchompGuy',
  'DragonTamerKai',
  'MistyWaves',
  'BulbaBoss',
  'CharizardX',
  'LucarioLuke',
  'GengarGhost',
  'SnorlaxSleeps',
  'EeveeEvie',
  'TogekissTia',
  'MetagrossMax',
  'TyranitarTy',
  'SalamenceSam',
  'HydreigonHal',
  'DragapultDee',
  'ToxapexTom',
  'CorviknightCy',
  'ZoroarkZed',
  'ScizorScott',
  'BlisseyBea',
  'FerrothornFin',
  'KingambitKim',
  'AmoongussAmy',
  'IncineroarIan',
  'RillaboomRae',
  'CinderaceCam',
  'UrshifuUma',
  'IronValiantVal',
];

/** The demo's gym leaders; `demoUser` is the index of the Discord account (demo-users.ts) that owns one. */
export const DEMO_LEADERS: {
  element: Element;
  displayName: string;
  status: 'online' | 'busy' | 'offline';
  demoUser?: number;
  mc?: string;
}[] = [
  { element: 'water', displayName: 'Misty', status: 'online', demoUser: 1, mc: 'MistyCerulean' },
  { element: 'fire', displayName: 'Blaine', status: 'online', demoUser: 2, mc: 'BlaineCinnabar' },
  { element: 'electric', displayName: 'Volt', status: 'busy', mc: 'VoltSurge' },
  { element: 'psychic', displayName: 'Sabrina', status: 'online', mc: 'SabrinaSaffron' },
  { element: 'steel', displayName: 'Jasmine', status: 'offline', mc: 'JasmineOlivine' },
  { element: 'ghost', displayName: 'Morty', status: 'offline', mc: 'MortyEcruteak' },
  { element: 'fairy', displayName: 'Valerie', status: 'online', mc: 'ValerieLaverre' },
  { element: 'dark', displayName: 'Grimsley', status: 'offline' },
  { element: 'poison', displayName: 'Roxie', status: 'offline', mc: 'RoxieVirbank' },
];
