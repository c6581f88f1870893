import type { REGISTRATION_STATUSES } from './enums.ts';

// The registration rules both tournaments share (the Founders' Cup's players, the doubles showdown's
// teams): slots 1 to the cap are registered, later slots waitlisted; a freed place goes to the first
// waitlisted; check-in only inside its window. The server's one registration module applies them.

export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** The lowest free slot up to the cap (registered), else the one after the last (waitlisted). */
export function nextSlot(used: number[], cap: number): number {
  const taken = new Set(used);
  for (let s = 1; s <= cap; s++) if (!taken.has(s)) return s;
  return Math.max(cap, ...used) + 1;
}

/** Slots 1 to the cap give status registered, above the cap waitlisted. */
export const statusOfSlot = (slot: number, cap: number) =>
  slot <= cap ? ('registered' as const) : ('waitlisted' as const);

/** A registration that holds a slot: registered, or waitlisted for one. */
export const holdsSlot = (status: RegistrationStatus) => status === 'registered' || status === 'waitlisted';

export const NOT_REGISTERED = 'You are not registered for this tournament.';
export const CHECKIN_NOT_OPEN = 'Check-in is not open.';
export const BRACKET_DRAWN = 'The bracket has been generated: ask staff to withdraw you.';
