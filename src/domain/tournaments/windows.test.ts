import { describe, expect, it } from 'vitest';
import { checkinIsOpen, registrationHasClosed, registrationIsOpen } from './windows.ts';

const at = (day: number) => new Date(Date.UTC(2030, 0, day));
const registration = (registrationOpen: boolean) => ({
  registrationOpen,
  registrationOpensAt: at(10),
  registrationClosesAt: at(20),
});

describe('registration window', () => {
  it('is open from its opening (included) to its close (excluded) while staff keep it open', () => {
    const t = registration(true);
    expect([at(9), at(10), at(19), at(20)].map((d) => registrationIsOpen(t, d))).toEqual([false, true, true, false]);
  });

  it('is closed all along when staff switched it off', () => {
    expect(registrationIsOpen(registration(false), at(15))).toBe(false);
  });

  it('has closed once it opened and accepts no one: after its window, or switched off inside it', () => {
    const open = registration(true);
    const off = registration(false);
    expect([at(9), at(15), at(20)].map((d) => registrationHasClosed(open, d))).toEqual([false, false, true]);
    expect([at(9), at(15), at(20)].map((d) => registrationHasClosed(off, d))).toEqual([false, true, true]);
  });
});

describe('check-in window', () => {
  const t = { checkinOpensAt: at(10), checkinClosesAt: at(12), checkinClosedAt: null };

  it('is open from its opening (included) to its close (excluded)', () => {
    expect([at(9), at(10), at(11), at(12)].map((d) => checkinIsOpen(t, d))).toEqual([false, true, true, false]);
  });

  it('is closed once the check-in close ran, even inside the window', () => {
    expect(checkinIsOpen({ ...t, checkinClosedAt: at(11) }, at(11))).toBe(false);
  });
});
