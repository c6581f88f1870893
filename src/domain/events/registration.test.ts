import { describe, expect, it } from 'vitest';
import { isFull, registrationRefusal } from './registration.ts';
import { signUpPageOf } from './sign-up-page.ts';

const now = new Date('2026-11-21T12:00:00Z');
const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000);
const event = (o: Partial<Parameters<typeof registrationRefusal>[0]> = {}) => ({
  status: 'open',
  startAt: at(2),
  endAt: null,
  capacity: null,
  ...o,
});

describe('event registration rules', () => {
  it('accepts an open event that has not started, without a capacity', () => {
    expect(registrationRefusal(event(), 500, now)).toBeNull();
  });

  it('refuses a closed event, and one that started', () => {
    expect(registrationRefusal(event({ status: 'closed' }), 0, now)).toBe('closed');
    expect(registrationRefusal(event({ startAt: at(-1) }), 0, now)).toBe('closed');
  });

  it('refuses once the registered count reaches the capacity', () => {
    expect(registrationRefusal(event({ capacity: 3 }), 2, now)).toBeNull();
    expect(registrationRefusal(event({ capacity: 3 }), 3, now)).toBe('full');
    expect(isFull({ capacity: 3, registrationCount: 3 })).toBe(true);
    expect(isFull({ capacity: null, registrationCount: 3 })).toBe(false);
  });
});

describe('sign-up page of a tournament event', () => {
  it('is the tournament page for a tournament named like one', () => {
    expect(signUpPageOf({ kind: 'tournament', title: 'Mid-Season Doubles Showdown' })).toBe('/mid-season-doubles');
    expect(signUpPageOf({ kind: 'tournament', title: 'Founders’ Cup #1' })).toBe('/tournaments/founders-cup-1#signup');
  });

  it('is none for another event', () => {
    expect(signUpPageOf({ kind: 'raid', title: 'Mid-Season Doubles Showdown' })).toBeNull();
    expect(signUpPageOf({ kind: 'tournament', title: 'Winter Cup' })).toBeNull();
  });
});
