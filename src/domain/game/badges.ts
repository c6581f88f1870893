import { z } from 'zod';
import { gymRef, minecraftPlayer } from './common.ts';

export const badgeAwardRequest = z
  .object({
    player: minecraftPlayer,
    gym: gymRef.meta({ description: "The gym whose badge is awarded: its element, or its leader's id" }),
    season: z
      .number()
      .int()
      .min(1)
      .max(1000)
      .optional()
      .meta({ description: 'The season the badge counts for; the current season when absent' }),
  })
  .meta({ id: 'BadgeAward' });

export const badgeAwardResponse = z
  .object({
    season: z.number().int(),
    uuid: z.string(),
    element: z.string(),
    badge_name: z.string(),
    gym_leader_id: z.string().nullable(),
    awarded_at: z.string(),
    already_held: z.boolean().meta({ description: 'True when the player already had this badge; nothing changed' }),
  })
  .meta({ id: 'Badge' });
