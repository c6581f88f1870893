// Time-ago format: 'Just now', 'Nm ago', 'Nh ago', 'Nd ago'.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long ago `then` was, seen at `now`. A time in the future (clock skew) reads 'Just now'. */
export function timeAgo(then: Date | string | number, now: Date | number = Date.now()): string {
  const elapsed = new Date(now).getTime() - new Date(then).getTime();
  if (elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  return `${Math.floor(elapsed / DAY)}d ago`;
}
