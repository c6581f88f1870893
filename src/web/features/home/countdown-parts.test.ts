import { describe, expect, it } from 'vitest';
import { countdownParts } from './countdown-parts.ts';

// Any close time will do: the page takes it from the tournament's record.
const CLOSES_AT = Date.parse('2025-11-08T14:00:00-05:00');

describe('countdown to registration close', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = CLOSES_AT - (2 * 86_400 + 3 * 3_600 + 4 * 60 + 5) * 1000 - 400;
    expect(countdownParts(CLOSES_AT, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it('shows zeros once the time has passed', () => {
    const zeros = { days: 0, hours: 0, minutes: 0, seconds: 0 };
    expect(countdownParts(CLOSES_AT, CLOSES_AT)).toEqual(zeros);
    expect(countdownParts(CLOSES_AT, Date.parse('2026-11-21T12:00:00Z'))).toEqual(zeros);
  });
});
