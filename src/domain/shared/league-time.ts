// Dates as the league announces them: on its clock, EST (UTC−5) all year, as the spec writes every time ("Saturday
// Oct 4, 2025; check-in 15:30 EST") and the records store them (migration 0010), in the spec's wording ("November
// 8th, 2025, 2:00 PM EST"). Pure: the same moment reads the same on the server, in the build and in every visitor's
// browser, so a page rendered with a date hydrates without a change.

// Written out rather than asked of Intl: a fixed offset needs no time zone data, and the first Intl.DateTimeFormat
// with a time zone loads ICU's, a long task on a phone as the home page starts (about 50 ms unthrottled in Chromium,
// 200 ms at Lighthouse's 4x; src/web/lib/date-time.ts and numbers.ts avoid Intl for the same reason). The test
// checks every field against Intl's Etc/GMT+5.
const LEAGUE_OFFSET_MS = -5 * 60 * 60 * 1000;
const LEAGUE_ZONE_NAME = 'EST';
const MONTHS = 'January February March April May June July August September October November December'.split(' ');
const WEEKDAYS = 'Sunday Monday Tuesday Wednesday Thursday Friday Saturday'.split(' ');

type Moment = Date | string | number;

interface LeagueParts {
  weekday: string;
  month: string;
  day: number;
  year: string;
  hour12: string;
  hour24: string;
  minute: string;
  dayPeriod: string;
  zone: string;
}

function partsOf(at: Moment): LeagueParts {
  // The league's wall clock read as if it were UTC.
  const d = new Date(new Date(at).getTime() + LEAGUE_OFFSET_MS);
  const hour = d.getUTCHours();
  return {
    weekday: WEEKDAYS[d.getUTCDay()]!,
    month: MONTHS[d.getUTCMonth()]!,
    day: d.getUTCDate(),
    year: String(d.getUTCFullYear()),
    hour12: String(hour % 12 || 12),
    hour24: String(hour).padStart(2, '0'),
    minute: String(d.getUTCMinutes()).padStart(2, '0'),
    dayPeriod: hour < 12 ? 'AM' : 'PM',
    zone: LEAGUE_ZONE_NAME,
  };
}

/** 1st, 2nd, 3rd, 4th ... 11th, 12th, 13th ... 21st, 22nd, 23rd ... 31st. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** "November 8th, 2025, 2:00 PM EST". */
export function leagueDateTime(at: Moment): string {
  const p = partsOf(at);
  return `${p.month} ${ordinal(p.day)}, ${p.year}, ${p.hour12}:${p.minute} ${p.dayPeriod} ${p.zone}`;
}

/** The home countdown's caption: "Registration closes November 8th, 2025, 2:00 PM EST". */
export const registrationClosesCaption = (at: Moment) => `Registration closes ${leagueDateTime(at)}`;

/** "Oct 4, 2025". */
export function leagueDate(at: Moment): string {
  const p = partsOf(at);
  return `${p.month.slice(0, 3)} ${p.day}, ${p.year}`;
}

/** "Saturday, Oct 4, 2025". */
export const leagueDay = (at: Moment) => `${partsOf(at).weekday}, ${leagueDate(at)}`;

/** "15:30 EST": the time of day on a 24-hour clock, as the tournament pages write it. */
export function leagueClock(at: Moment): string {
  const p = partsOf(at);
  return `${p.hour24}:${p.minute} ${p.zone}`;
}

/** "Nov 15, 2025, 14:00 EST". */
export const leagueDateClock = (at: Moment) => `${leagueDate(at)}, ${leagueClock(at)}`;
