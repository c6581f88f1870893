// A tournament with its own sign-up page (its own registrations, team sheets and slots) is announced
// as an event too: that event's card sends players to the page instead of registering them itself.
// Staff name the event as the tournament is named.

const PAGES: Record<string, string> = {
  'mid-season doubles showdown': '/mid-season-doubles',
  "founders' cup #1": '/tournaments/founders-cup-1#signup',
};

/** The sign-up page of a tournament event, or null when the event registers on its card. */
export function signUpPageOf(event: { kind: string; title: string }): string | null {
  if (event.kind !== 'tournament') return null;
  return PAGES[event.title.trim().toLowerCase().replace(/’/g, "'")] ?? null;
}
