import { z } from 'zod';
import { scheduledAt } from '../shared/inputs.ts';

// Staff move a tournament's dates: its start, its registration window and its check-in window. The pages, the home
// countdown and the sign-up rules all read them from the record, so one change moves them all.

export const TOURNAMENT_DATE_FIELDS = [
  'startsAt',
  'registrationOpensAt',
  'registrationClosesAt',
  'checkinOpensAt',
  'checkinClosesAt',
] as const;
export type TournamentDateField = (typeof TOURNAMENT_DATE_FIELDS)[number];
export type TournamentDates = Record<TournamentDateField, Date>;

/** Any of the five dates; the others stay as they are. */
export const tournamentDatesSchema = z
  .object({
    startsAt: scheduledAt('The start').optional(),
    registrationOpensAt: scheduledAt('The registration opening').optional(),
    registrationClosesAt: scheduledAt('The registration close').optional(),
    checkinOpensAt: scheduledAt('The check-in opening').optional(),
    checkinClosesAt: scheduledAt('The check-in close').optional(),
  })
  .refine((v) => TOURNAMENT_DATE_FIELDS.some((f) => v[f] !== undefined), {
    message: 'Give at least one date to change.',
    path: ['startsAt'],
  })
  .meta({ id: 'TournamentDatesChange' });
export type TournamentDatesInput = z.infer<typeof tournamentDatesSchema>;

export const WINDOW_MESSAGES = {
  registration: 'Registration must close after it opens.',
  checkin: 'Check-in must close after it opens.',
} as const;

/** The field and message of the first window the dates leave empty (the record's own checks), or null. */
export function windowProblem(d: TournamentDates): { field: TournamentDateField; message: string } | null {
  if (d.registrationClosesAt <= d.registrationOpensAt)
    return { field: 'registrationClosesAt', message: WINDOW_MESSAGES.registration };
  if (d.checkinClosesAt <= d.checkinOpensAt) return { field: 'checkinClosesAt', message: WINDOW_MESSAGES.checkin };
  return null;
}
