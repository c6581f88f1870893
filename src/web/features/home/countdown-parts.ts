/** Registration for the Mid-Season Doubles Showdown closes 2025-11-08 14:00 at UTC-5 (2 PM EST). */
export const REGISTRATION_CLOSES_AT = Date.parse('2025-11-08T14:00:00-05:00');
export const REGISTRATION_CLOSES_CAPTION = 'Registration closes November 8th, 2025, 2:00 PM EST';

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days, hours, minutes and seconds left until `target`; all zeros once it has passed. */
export function countdownParts(target: number, now: number): CountdownParts {
  const left = Math.max(0, Math.floor((target - now) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3_600),
    minutes: Math.floor((left % 3_600) / 60),
    seconds: left % 60,
  };
}
