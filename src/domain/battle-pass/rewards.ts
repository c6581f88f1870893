import { z } from 'zod';
import { requiredText } from '../forms/fields.ts';
import { plainText } from '../shared/inputs.ts';
import { BATTLE_PASS_LEVELS } from '../shop/catalog-item.ts';

// A battle pass reward as the spec shapes it: a type (ITEM, POKEMON or COMMAND) and its data (id, Count,
// species, level, shiny, pokeball, display_name, lore); a COMMAND also carries the command. The same shape is
// stored, edited by staff and queued for the game server (delivery kind `battle_pass_reward`).

export { BATTLE_PASS_LEVELS };
export const BATTLE_PASS_TRACKS = ['free', 'premium'] as const;
export type BattlePassTrack = (typeof BATTLE_PASS_TRACKS)[number];
export const REWARD_TYPES = ['ITEM', 'POKEMON', 'COMMAND'] as const;
export type RewardType = (typeof REWARD_TYPES)[number];

const NAMESPACED_ID = /^[a-z0-9_.-]+:[a-z0-9_./-]+$/;
const namespacedId = (label: string) =>
  requiredText(label, 100).regex(NAMESPACED_ID, `${label} must be a namespaced id such as cobblemon:rare_candy.`);
const displayName = requiredText('The display name', 60);
const lore = plainText('The lore').trim().max(200, 'The lore must be at most 200 characters.').optional();
const count = z
  .number({ error: 'The count must be a number.' })
  .int('The count must be a whole number.')
  .min(1, 'The count must be at least 1.')
  .max(64, 'The count must be at most 64.');

const itemReward = z.object({
  type: z.literal('ITEM'),
  data: z.object({ id: namespacedId('The item id'), Count: count, display_name: displayName, lore }),
});

const pokemonReward = z.object({
  type: z.literal('POKEMON'),
  data: z.object({
    species: requiredText('The species', 40).regex(
      /^[a-z0-9_-]+$/,
      'The species must be a lower-case Cobblemon id such as eevee.',
    ),
    level: z
      .number({ error: 'The level must be a number.' })
      .int('The level must be a whole number.')
      .min(1, 'The level must be at least 1.')
      .max(100, 'The level must be at most 100.'),
    shiny: z.boolean().default(false),
    pokeball: namespacedId('The Poké Ball').optional(),
    display_name: displayName,
    lore,
  }),
});

const commandReward = z.object({
  type: z.literal('COMMAND'),
  /** A console command; {player} stands for the player's Minecraft name. */
  command: requiredText('The command', 256).regex(/^[^/\s]/, 'The command starts without a slash or a space.'),
  data: z.object({
    id: namespacedId('The item id').optional(),
    Count: count.optional(),
    display_name: displayName,
    lore,
  }),
});

export const battlePassReward = z
  .discriminatedUnion('type', [itemReward, pokemonReward, commandReward], {
    error: 'The type must be ITEM, POKEMON or COMMAND.',
  })
  .meta({ id: 'BattlePassReward' });
export type BattlePassReward = z.infer<typeof battlePassReward>;

export interface BattlePassLevel {
  level: number;
  free: BattlePassReward;
  premium: BattlePassReward;
}
