import { eventDisplayStatus, type EventTimes } from './status.ts';

// Registering for an event on the site. Only an event whose display status is 'Open' (status 'open',
// not started) takes registrations, up to its capacity (none means no limit); only 'registered' rows
// count. A player withdraws until the event starts; a withdrawn row is kept as 'cancelled' and comes
// back to 'registered' when they register again. The API's schemas are in registration-api.ts: this file has no
// zod, so the events page that shows these texts does not load it.

export const EVENT_REGISTRATION_MESSAGES = {
  notFound: 'No event has this id.',
  closed: 'Registration for this event is closed.',
  full: 'This event is full.',
  already: 'You are already registered for this event.',
  notRegistered: 'You are not registered for this event.',
  started: 'This event has already started: you can no longer withdraw.',
  signIn: 'Sign in to register for events.',
} as const;
export const EVENT_FULL_REASON = 'event_full';
export const EVENT_CLOSED_REASON = 'event_closed';
export const EVENT_ALREADY_REGISTERED_REASON = 'event_already_registered';

export interface RegistrableEvent extends EventTimes {
  capacity: number | null;
}

/** Why a registration is refused now, or null when it is accepted. */
export function registrationRefusal(
  event: RegistrableEvent,
  registeredCount: number,
  now: Date | number = Date.now(),
): 'closed' | 'full' | null {
  if (eventDisplayStatus(event, now) !== 'Open') return 'closed';
  if (event.capacity !== null && registeredCount >= event.capacity) return 'full';
  return null;
}

/** Full: a capacity, and that many registered. */
export const isFull = (e: { capacity: number | null; registrationCount: number }) =>
  e.capacity !== null && e.registrationCount >= e.capacity;
