// The Mid-Season Doubles texts the page shows before its form loads: apart from the team sheet's schema
// (./team-sheet.ts), so the page's first load carries no validation library.

export const DOUBLES_MESSAGES = {
  errorTitle: 'Error',
  signedOut: 'You must be logged in to register',
  created: "You're registered for the tournament!",
  updated: 'Your team has been updated!',
  closed: 'Registration is closed for the Mid-Season Doubles Showdown.',
  full: 'The Mid-Season Doubles Showdown is full (16 players).',
  already: 'You have already registered for this tournament.',
  teamsPrivate: 'Teams stay private until registration closes.',
  teraSlot: 'Choose exactly one Tera Pokémon (slot 1 to 6).',
} as const;

/** "Pokémon 3" names a slot (1-based) in every message. */
export const slotLabel = (index: number) => `Pokémon ${index + 1}`;
