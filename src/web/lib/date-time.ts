const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "Nov 8, 2025, 2:00 PM": a moment in the visitor's time zone, as en-US writes it. Written out rather than
 * asked of Intl: the first Intl.DateTimeFormat loads the locale's data, a long task on a phone just as a list
 * of events renders (the same reason numbers are formatted in src/domain/shared/numbers.ts).
 */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  const hours = d.getHours();
  const minutes = String(d.getMinutes()).padStart(2, '0');
  return `${MONTHS[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}
