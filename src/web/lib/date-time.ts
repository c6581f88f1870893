const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "Nov 8, 2025, 2:00 PM": a moment in the visitor's time zone, as en-US writes it ("Nov 8, 2025, 1:00 PM UTC" in
 * UTC, for HTML the server renders without knowing the visitor's zone). Written out rather than
 * asked of Intl: the first Intl.DateTimeFormat loads the locale's data, a long task on a phone just as a list
 * of events renders (the same reason numbers are formatted in src/domain/shared/numbers.ts).
 */
export function formatDateTime(iso: string, zone: 'local' | 'UTC' = 'local'): string {
  const d = new Date(iso);
  const utc = zone === 'UTC';
  const hours = utc ? d.getUTCHours() : d.getHours();
  const minutes = String(utc ? d.getUTCMinutes() : d.getMinutes()).padStart(2, '0');
  const [month, day, year] = utc
    ? [d.getUTCMonth(), d.getUTCDate(), d.getUTCFullYear()]
    : [d.getMonth(), d.getDate(), d.getFullYear()];
  const time = `${MONTHS[month]} ${day}, ${year}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
  return utc ? `${time} UTC` : time;
}
