// When a tournament takes registrations and check-ins: the staff switches and the windows of its record.

export interface RegistrationWindow {
  /** Staff's switch: off closes registration whatever the dates say. */
  registrationOpen: boolean;
  registrationOpensAt: Date;
  registrationClosesAt: Date;
}

export interface CheckinWindow {
  checkinOpensAt: Date;
  checkinClosesAt: Date;
  /** When the check-in close ran (by staff early, or by itself at the end); null until then. */
  checkinClosedAt: Date | null;
}

/** Open while staff keep it open and now lies inside the registration window. */
export const registrationIsOpen = (t: RegistrationWindow, now: Date) =>
  t.registrationOpen && t.registrationOpensAt <= now && now < t.registrationClosesAt;

/**
 * Registration has opened and accepts no one any more: staff switched it off, or its window passed.
 * From then on the doubles teams (and the bracket) are public and the bracket can be seeded.
 */
export const registrationHasClosed = (t: RegistrationWindow, now: Date) =>
  now >= t.registrationOpensAt && !(t.registrationOpen && now < t.registrationClosesAt);

/** Open inside the check-in window, until the check-in close ran. */
export const checkinIsOpen = (t: CheckinWindow, now: Date) =>
  t.checkinClosedAt === null && t.checkinOpensAt <= now && now < t.checkinClosesAt;
