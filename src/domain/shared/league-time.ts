// Dates as the league announces them: on its clock, EST (UTC−5) all year, as the spec writes every time ("Saturday
// Oct 4, 2025; check-in 15:30 EST") and the records store them (migration 0010), in the spec's wording ("November
// 8th, 2025, 2:00 PM EST"). Pure: the same moment reads the same on the server, in the build and in every visitor's
// browser, so a page rendered with a date hydrates without a change.

/** UTC−5 (the IANA name's sign is POSIX's, inverted). */
export const LEAGUE_TIME_ZONE = 'Etc/GMT+5';
const LEAGUE_ZONE_NAME = 'EST';

const format = new Intl.DateTimeFormat('en-US', {
  timeZone: LEAGUE_TIME_ZONE,
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

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
  const p = Object.fromEntries(format.formatToParts(new Date(at)).map((x) => [x.type, x.value]));
  const hour = Number(p.hour) % 12;
  return {
    weekday: p.weekday!,
    month: p.month!,
    day: Number(p.day),
    year: p.year!,
    hour12: p.hour!,
    hour24: String(p.dayPeriod === 'PM' ? hour + 12 : hour).padStart(2, '0'),
    minute: p.minute!,
    dayPeriod: p.dayPeriod!,
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
