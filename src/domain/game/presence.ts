import { z } from 'zod';
import { GYM_LEADER_STATUSES } from '../shared/elements.ts';
import { scheduledAt } from '../shared/inputs.ts';
import { gymRef } from './common.ts';

/** A leader the game server has not mentioned for this long is shown offline. */
export const PRESENCE_TIMEOUT_SECONDS = 120;

export const presenceRequest = z
  .object({
    leaders: z
      .array(
        z.object({
          gym: gymRef,
          status: z.enum(GYM_LEADER_STATUSES),
          next_available_at: scheduledAt('next_available_at')
            .nullable()
            .optional()
            .meta({ description: 'When an offline or busy leader expects to be back' }),
        }),
      )
      .min(1)
      .max(100),
  })
  .meta({ id: 'PresenceReport' });

export const gymLeaderView = z
  .object({
    id: z.string(),
    element: z.string(),
    display_name: z.string(),
    status: z.enum(GYM_LEADER_STATUSES),
    presence_at: z.string().nullable(),
    next_available_at: z.string().nullable(),
    badges_awarded: z.number().int(),
    win_rate: z.number(),
    minecraft: z.object({ uuid: z.string(), name: z.string() }).nullable(),
  })
  .meta({ id: 'GymLeader' });

export const gymLeaderList = z.object({ leaders: z.array(gymLeaderView) }).meta({ id: 'GymLeaderList' });
