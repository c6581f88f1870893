// The Mid-Season Doubles texts the page shows before its form loads: apart from the team sheet's schema
// (./team-sheet.ts), so the page's first load carries no validation library.

export const DOUBLES_MESSAGES = {
  errorTitle: 'Error',
  signedOut: 'You must be logged in to register',
  created: "You're registered for the tournament!",
  updated: 'Your team has been updated!',
  closed: 'Registration is closed for the Mid-Season Doubles Showdown.',
  teamsPrivate: 'Teams stay private until registration closes.',
  teraSlot: 'Choose exactly one Tera Pokémon (slot 1 to 6).',
  // The waitlist, withdraw and check-in, as the Founders' Cup has them.
  waitlisted: "You're on the waitlist for the Mid-Season Doubles Showdown.",
  confirmedIn: (slot: number | null) => `Your team is confirmed for the Mid-Season Doubles Showdown! (slot ${slot})`,
  waitlistedIn: (slot: number | null) =>
    `Your team is on the waitlist for the Mid-Season Doubles Showdown. (slot ${slot})`,
  waitlistNote: 'If a registered team withdraws or misses check-in, the first team on the waitlist takes its place.',
  checkinLater:
    'Check in here 30 minutes before the start: teams not checked in when check-in closes lose their place.',
  checkinNow: 'Check-in is open: check in now to keep your place.',
  checkedIn: 'Your team is checked in.',
  withdrawn: 'You withdrew your team. You can register again while registration is open.',
  dropped: 'Your team lost its place because you did not check in before check-in closed.',
} as const;

/** "Pokémon 3" names a slot (1-based) in every message. */
export const slotLabel = (index: number) => `Pokémon ${index + 1}`;
