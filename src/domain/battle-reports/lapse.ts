/** An open report the other side neither confirms nor disputes within this time lapses: it rates nothing. */
export const CONFIRM_WITHIN_HOURS = 24;

const HOUR_MS = 60 * 60 * 1000;

/** When an open report recorded at `createdAt` lapses. */
export function lapsesAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + CONFIRM_WITHIN_HOURS * HOUR_MS);
}

/** Whether an open report recorded at `createdAt` has lapsed at `now`. */
export function hasLapsed(createdAt: Date, now: Date): boolean {
  return now.getTime() >= lapsesAt(createdAt).getTime();
}
