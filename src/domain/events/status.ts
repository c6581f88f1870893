// Event display status and upcoming/past, from the clock (so cached event data never goes stale). Pure.

export const EVENT_DISPLAY_STATUSES = ['Ended', 'In Progress', 'Open', 'Registration Closed'] as const;
export type EventDisplayStatus = (typeof EVENT_DISPLAY_STATUSES)[number];

export interface EventTimes {
  status: string;
  startAt: Date | string;
  endAt: Date | string | null;
}

const ms = (d: Date | string | number) => new Date(d).getTime();

/** Ended once the end has passed; else In Progress once the start has passed; else Open or Registration Closed. */
export function eventDisplayStatus(event: EventTimes, now: Date | number = Date.now()): EventDisplayStatus {
  const t = ms(now);
  if (event.endAt !== null && ms(event.endAt) <= t) return 'Ended';
  if (ms(event.startAt) <= t) return 'In Progress';
  return event.status === 'open' ? 'Open' : 'Registration Closed';
}

/** The start is still ahead. */
export function isUpcoming(event: EventTimes, now: Date | number = Date.now()): boolean {
  return ms(event.startAt) > ms(now);
}

/** The end, or the start when there is no end, has passed. */
export function isPast(event: EventTimes, now: Date | number = Date.now()): boolean {
  return ms(event.endAt ?? event.startAt) <= ms(now);
}

/** Started but not over: neither upcoming nor past. */
export function isHappeningNow(event: EventTimes, now: Date | number = Date.now()): boolean {
  return !isUpcoming(event, now) && !isPast(event, now);
}

/** The first upcoming tournament, else the first upcoming event (by start), else none. */
export function featuredEvent<T extends EventTimes & { kind: string }>(
  events: readonly T[],
  now: Date | number = Date.now(),
): T | null {
  const upcoming = [...events].filter((e) => isUpcoming(e, now)).sort((a, b) => ms(a.startAt) - ms(b.startAt));
  return upcoming.find((e) => e.kind === 'tournament') ?? upcoming[0] ?? null;
}
