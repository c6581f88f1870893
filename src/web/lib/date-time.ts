// One formatter for every date the pages show this way: building one loads the locale's data, which a list
// would otherwise pay once per row.
let dateTime: Intl.DateTimeFormat | undefined;

/** "Nov 8, 2025, 2:00 PM": a moment in the visitor's time zone. */
export const formatDateTime = (iso: string): string =>
  (dateTime ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })).format(new Date(iso));
