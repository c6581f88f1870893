import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  leagueClock,
  leagueDate,
  leagueDateClock,
  leagueDateTime,
  leagueDay,
  ordinal,
  registrationClosesCaption,
} from './league-time.ts';

describe('dates in the league time zone', () => {
  it("writes the home countdown's caption as the spec does", () => {
    expect(registrationClosesCaption('2025-11-08T14:00-05:00')).toBe(
      'Registration closes November 8th, 2025, 2:00 PM EST',
    );
    expect(registrationClosesCaption(new Date('2025-11-08T19:00:00Z'))).toBe(
      'Registration closes November 8th, 2025, 2:00 PM EST',
    );
  });

  it('reads a moment on the league clock, EST all year, whatever offset it was written with', () => {
    expect(leagueDateTime('2025-11-15T18:30:00Z')).toBe('November 15th, 2025, 1:30 PM EST');
    expect(leagueDateTime('2025-10-04T21:00:00Z')).toBe('October 4th, 2025, 4:00 PM EST');
    expect(leagueDateTime('2026-01-01T04:59:00Z')).toBe('December 31st, 2025, 11:59 PM EST');
    expect(leagueDateTime('2026-07-02T17:05:00Z')).toBe('July 2nd, 2026, 12:05 PM EST');
    expect(leagueDateTime('2026-03-03T05:00:00Z')).toBe('March 3rd, 2026, 12:00 AM EST');
  });

  it('gives ordinals their suffix, the teens included', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 30, 31].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '30th',
      '31st',
    ]);
  });

  it("writes the tournament pages' short forms on a 24-hour clock", () => {
    expect(leagueDay('2025-10-04T16:00-05:00')).toBe('Saturday, Oct 4, 2025');
    expect(leagueDate('2025-10-04T16:00-05:00')).toBe('Oct 4, 2025');
    expect(leagueClock('2025-10-04T15:30-05:00')).toBe('15:30 EST');
    expect(leagueClock('2025-10-04T16:00-05:00')).toBe('16:00 EST');
    expect(leagueClock('2025-11-15T00:05-05:00')).toBe('00:05 EST');
    expect(leagueDateClock('2025-11-15T14:00-05:00')).toBe('Nov 15, 2025, 14:00 EST');
  });

  it('reads every moment as Intl does in Etc/GMT+5 (UTC−5)', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Etc/GMT+5',
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    });
    const min = Date.UTC(2000, 0, 1);
    const max = Date.UTC(2100, 0, 1);
    fc.assert(
      fc.property(fc.integer({ min, max }), (ms) => {
        const p = Object.fromEntries(intl.formatToParts(ms).map((x) => [x.type, x.value]));
        expect(leagueDateTime(ms)).toBe(
          `${p.month} ${ordinal(Number(p.day))}, ${p.year}, ${p.hour}:${p.minute} ${p.dayPeriod} EST`,
        );
        expect(leagueDay(ms)).toBe(`${p.weekday}, ${p.month!.slice(0, 3)} ${p.day}, ${p.year}`);
      }),
      { numRuns: 2000 },
    );
  });
});
