import { z } from 'zod';
import { ELEMENTS, GYM_LEADER_STATUSES } from '../shared/elements.ts';

/** A gym leader as every list of them shows one: the gym and how its leader is doing. */
export const gymLeaderRowSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  element: z.enum(ELEMENTS),
  status: z.enum(GYM_LEADER_STATUSES),
  badgesAwarded: z.number().int(),
  winRate: z.number().min(0).max(1).meta({ description: 'Fraction 0-1; shown as a percent' }),
});

/** What GET /api/gym-leaders answers: the server's response schema and the web's types. */
export const gymLeadersSchema = z
  .object({
    leaders: z.array(
      gymLeaderRowSchema.extend({
        lastActiveAt: z.string().nullable(),
        nextAvailableAt: z.string().nullable(),
        minecraftName: z
          .string()
          .nullable()
          .meta({ description: "The Minecraft account linked to the leader's site account" }),
      }),
    ),
    openElements: z.array(z.enum(ELEMENTS)).meta({ description: 'Elements with no gym leader (open positions)' }),
  })
  .meta({ id: 'GymLeaders' });

export type GymLeaders = z.infer<typeof gymLeadersSchema>;
export type GymLeader = GymLeaders['leaders'][number];
