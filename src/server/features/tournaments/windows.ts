import type { TournamentRow } from '../../tournaments/registrations.ts';

/** Open while staff keep it open and now lies inside the registration window. */
export const registrationIsOpen = (t: TournamentRow, now: Date) =>
  t.registrationOpen && t.registrationOpensAt <= now && now < t.registrationClosesAt;

/** Open inside the check-in window, until the check-in close ran (by staff early, or by itself at the end). */
export const checkinIsOpen = (t: TournamentRow, now: Date) =>
  t.checkinClosedAt === null && t.checkinOpensAt <= now && now < t.checkinClosesAt;
