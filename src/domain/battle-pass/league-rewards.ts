import type { BattlePassLevel, BattlePassReward } from './rewards.ts';

// The league's own reward table (the spec leaves the table out): the pass every season starts with, which staff
// may change reward by reward. Gym tokens are the bridge's scoreboard counter, the one the shop's packs fill.

const item = (id: string, Count: number, display_name: string, lore?: string): BattlePassReward => ({
  type: 'ITEM',
  data: { id, Count, display_name, ...(lore ? { lore } : {}) },
});
const pokemon = (species: string, level: number, display_name: string, shiny = false, pokeball?: string) =>
  ({
    type: 'POKEMON',
    data: { species, level, shiny, display_name, ...(pokeball ? { pokeball } : {}) },
  }) satisfies BattlePassReward;
const gymTokens = (Count: number): BattlePassReward => ({
  type: 'COMMAND',
  command: `scoreboard players add {player} gym_tokens ${Count}`,
  data: { id: 'cobbleleague:gym_token', Count, display_name: `${Count} Gym Tokens`, lore: 'Spend them at any gym.' },
});
const crateKey = (Count: number): BattlePassReward => ({
  type: 'COMMAND',
  command: `crate key give {player} cosmetic ${Count}`,
  data: { Count, display_name: `${Count} Cosmetic Key${Count > 1 ? 's' : ''}` },
});

const FREE: BattlePassReward[] = [
  item('cobblemon:poke_ball', 10, '10 Poké Balls'),
  item('cobblemon:potion', 5, '5 Potions'),
  item('cobblemon:great_ball', 5, '5 Great Balls'),
  item('cobblemon:exp_candy_s', 5, '5 Exp. Candy S'),
  pokemon('eevee', 10, 'Eevee'),
  item('cobblemon:super_potion', 5, '5 Super Potions'),
  item('cobblemon:revive', 3, '3 Revives'),
  item('cobblemon:rare_candy', 1, 'Rare Candy'),
  item('cobblemon:ultra_ball', 5, '5 Ultra Balls'),
  crateKey(1),
  item('cobblemon:exp_candy_m', 5, '5 Exp. Candy M'),
  item('cobblemon:hyper_potion', 5, '5 Hyper Potions'),
  item('cobblemon:ability_capsule', 1, 'Ability Capsule'),
  item('cobblemon:rare_candy', 2, '2 Rare Candies'),
  pokemon('riolu', 15, 'Riolu'),
  item('cobblemon:max_revive', 2, '2 Max Revives'),
  item('cobblemon:exp_candy_l', 3, '3 Exp. Candy L'),
  item('cobblemon:ultra_ball', 10, '10 Ultra Balls'),
  item('cobblemon:pp_up', 2, '2 PP Ups'),
  crateKey(2),
  item('cobblemon:rare_candy', 3, '3 Rare Candies'),
  item('cobblemon:full_restore', 3, '3 Full Restores'),
  item('cobblemon:bottle_cap', 1, 'Bottle Cap'),
  item('cobblemon:exp_candy_xl', 2, '2 Exp. Candy XL'),
  pokemon('dratini', 20, 'Dratini'),
  item('cobblemon:ability_capsule', 2, '2 Ability Capsules'),
  item('cobblemon:pp_max', 1, 'PP Max'),
  item('cobblemon:rare_candy', 5, '5 Rare Candies'),
  item('cobblemon:gold_bottle_cap', 1, 'Gold Bottle Cap'),
  gymTokens(1),
];

const PREMIUM: BattlePassReward[] = [
  gymTokens(2),
  item('cobblemon:quick_ball', 10, '10 Quick Balls'),
  crateKey(1),
  item('cobblemon:exp_candy_m', 5, '5 Exp. Candy M'),
  gymTokens(2),
  pokemon('eevee', 15, 'Shiny Eevee', true, 'cobblemon:premier_ball'),
  item('cobblemon:ability_capsule', 1, 'Ability Capsule'),
  item('cobblemon:rare_candy', 3, '3 Rare Candies'),
  item('cobblemon:bottle_cap', 1, 'Bottle Cap'),
  gymTokens(2),
  item('cobblemon:dusk_ball', 10, '10 Dusk Balls'),
  crateKey(2),
  item('cobblemon:exp_candy_l', 5, '5 Exp. Candy L'),
  item('cobblemon:ability_patch', 1, 'Ability Patch'),
  gymTokens(2),
  pokemon('larvitar', 20, 'Larvitar', false, 'cobblemon:ultra_ball'),
  item('cobblemon:gold_bottle_cap', 1, 'Gold Bottle Cap'),
  item('cobblemon:rare_candy', 5, '5 Rare Candies'),
  crateKey(3),
  gymTokens(2),
  item('cobblemon:exp_candy_xl', 5, '5 Exp. Candy XL'),
  pokemon('gible', 25, 'Shiny Gible', true, 'cobblemon:luxury_ball'),
  item('cobblemon:ability_patch', 2, '2 Ability Patches'),
  item('cobblemon:gold_bottle_cap', 2, '2 Gold Bottle Caps'),
  gymTokens(2),
  crateKey(5),
  item('cobblemon:master_ball', 1, 'Master Ball', 'Catches any Pokémon without fail.'),
  item('cobblemon:rare_candy', 10, '10 Rare Candies'),
  gymTokens(2),
  pokemon('dragonite', 50, 'Shiny Dragonite', true, 'cobblemon:cherish_ball'),
];

export const LEAGUE_REWARDS: BattlePassLevel[] = FREE.map((free, i) => ({ level: i + 1, free, premium: PREMIUM[i]! }));
