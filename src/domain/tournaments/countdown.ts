import { z } from 'zod';
import { MID_SEASON_DOUBLES } from './enums.ts';

/**
 * The tournament the home page counts down to: the Mid-Season Doubles Showdown, the one the hero's button signs up
 * for (spec: "a landing page with a countdown to a doubles tournament"). The countdown ends when its record closes
 * registration, the moment its teams become public, so the page and the sign-up agree.
 */
export const HOME_COUNTDOWN_TOURNAMENT = MID_SEASON_DOUBLES;

export const homeCountdownSchema = z
  .object({
    tournament: z.object({ key: z.string(), name: z.string() }),
    /** The record's registration close, ISO 8601. */
    registrationClosesAt: z.string(),
  })
  .meta({ id: 'HomeCountdown' });
export type HomeCountdown = z.infer<typeof homeCountdownSchema>;
