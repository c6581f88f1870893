import { z } from 'zod';
import { oneOf } from '../forms/fields.ts';
import { GYM_LEADER_STATUSES } from '../shared/elements.ts';
import { PRESENCE_TIMEOUT_SECONDS } from '../game/presence.ts';

// Which status shows for a gym leader: a game server's report counts for PRESENCE_TIMEOUT_SECONDS
// (2 minutes) after it was made; while one counts it decides. Otherwise the leader's own setting on the
// dashboard shows, and with neither the leader is offline (shown 'Away').

export const leaderStatusInput = z
  .object({ status: oneOf(GYM_LEADER_STATUSES, 'status') })
  .meta({ id: 'LeaderStatusInput' });

export const leaderStatusView = z
  .object({
    shown: z.enum(GYM_LEADER_STATUSES).meta({ description: 'What the home page and /gym-leaders show' }),
    own: z.enum(GYM_LEADER_STATUSES).nullable().meta({ description: 'What the leader set on the site' }),
    reportedUntil: z
      .string()
      .nullable()
      .meta({ description: "Until when a game server's report decides the status; null when none counts" }),
  })
  .meta({ id: 'LeaderStatus' });
export type LeaderStatusView = z.infer<typeof leaderStatusView>;

/** Until when a report made at `presenceAt` counts; null when it no longer does at `now`. */
export function reportCountsUntil(presenceAt: Date | null, now: Date): Date | null {
  if (!presenceAt) return null;
  const until = new Date(presenceAt.getTime() + PRESENCE_TIMEOUT_SECONDS * 1000);
  return until > now ? until : null;
}

export const LEADER_STATUS_TEXT = {
  title: 'Your status',
  saved: 'Your status is saved.',
  reported: 'The game server reports your status right now; your own setting shows once it stops reporting.',
  own: 'No game server reports your status: what you set here is what players see.',
} as const;
