import type { TournamentRow } from '../../tournaments/registrations.ts';

/** Open while staff keep it open and now lies inside the registration window. */
export const registrationIsOpen = (t: TournamentRow, now: Date) =>
  t.registrationOpen && t.registrationOpensAt <= now && now < t.registrationClosesAt;

/** Open inside the check-in window, until staff ran the check-in close. */
export const checkinIsOpen = (t: TournamentRow, now: Date) =>
  t.checkinClosedAt === null && t.checkinOpensAt <= now && now < t.checkinClosesAt;
