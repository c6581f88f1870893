import { describe, expect, it } from 'vitest';
import { REGISTRATION_CLOSES_AT, countdownParts } from './countdown-parts.ts';

describe('countdown to registration close', () => {
  it('closes at 2025-11-08 14:00 in UTC-5, which is 19:00 UTC', () => {
    expect(new Date(REGISTRATION_CLOSES_AT).toISOString()).toBe('2025-11-08T19:00:00.000Z');
  });

  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = REGISTRATION_CLOSES_AT - (2 * 86_400 + 3 * 3_600 + 4 * 60 + 5) * 1000 - 400;
    expect(countdownParts(REGISTRATION_CLOSES_AT, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it('shows zeros once the time has passed', () => {
    const zeros = { days: 0, hours: 0, minutes: 0, seconds: 0 };
    expect(countdownParts(REGISTRATION_CLOSES_AT, REGISTRATION_CLOSES_AT)).toEqual(zeros);
    expect(countdownParts(REGISTRATION_CLOSES_AT, Date.parse('2026-11-21T12:00:00Z'))).toEqual(zeros);
  });
});
