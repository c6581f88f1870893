import { z } from 'zod';
import { PREMIUM_SOURCES, REWARD_STATES } from './progress.ts';
import { BATTLE_PASS_LEVELS, BATTLE_PASS_TRACKS, battlePassReward } from './rewards.ts';

// Request and response shapes of the battle pass API (src/server/features/battle-pass/routes.ts).

const level = z.coerce
  .number({ error: 'The level must be a number.' })
  .int('The level must be a whole number.')
  .min(1, 'The level must be at least 1.')
  .max(BATTLE_PASS_LEVELS, `The level must be at most ${BATTLE_PASS_LEVELS}.`);
const track = z.enum(BATTLE_PASS_TRACKS, { error: 'The track must be free or premium.' });

const slot = z.object({
  reward: battlePassReward,
  /** null for a visitor or a player without a linked Minecraft account. */
  state: z.enum(REWARD_STATES).nullable(),
});

export const battlePassView = z
  .object({
    season: z.object({ number: z.number().int(), name: z.string() }),
    levels: z.array(z.object({ level: z.number().int(), xp: z.number().int(), free: slot, premium: slot })),
    /** null for a visitor. */
    me: z
      .object({
        linked: z.boolean(),
        minecraftName: z.string().nullable(),
        wins: z.number().int(),
        losses: z.number().int(),
        xp: z.number().int(),
        level: z.number().int(),
        /** Where the premium track comes from; null: the free track only. */
        premium: z.enum(PREMIUM_SOURCES).nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'BattlePass' });
export type BattlePassView = z.infer<typeof battlePassView>;

export const claimRequest = z.object({ level, track }).meta({ id: 'BattlePassClaimRequest' });
export type ClaimRequest = z.infer<typeof claimRequest>;

export const claimResult = z
  .object({
    season: z.number().int(),
    level: z.number().int(),
    track,
    reward: battlePassReward,
    deliveryId: z.string(),
    claimedAt: z.string(),
  })
  .meta({ id: 'BattlePassClaim' });
export type ClaimResult = z.infer<typeof claimResult>;

export const rewardParams = z.object({ level, track });

export const staffBattlePass = z
  .object({
    season: z.object({ number: z.number().int(), name: z.string() }),
    levels: z.array(
      z.object({
        level: z.number().int(),
        free: battlePassReward,
        premium: battlePassReward,
        /** Which of the two staff changed from the league's table. */
        edited: z.array(track),
      }),
    ),
  })
  .meta({ id: 'StaffBattlePass' });
export type StaffBattlePass = z.infer<typeof staffBattlePass>;
