import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime } from './date-time.ts';

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

describe('formatDateTime', () => {
  // Midnight, noon, single-digit days and minutes, both sides of a daylight-saving change, a year's turn.
  const moments = [
    '2025-11-08T19:00:00Z',
    '2025-01-01T00:05:00Z',
    '2025-06-15T12:30:00Z',
    '2025-03-09T06:59:00Z',
    '2025-03-09T07:01:00Z',
    '2025-12-31T23:59:00Z',
    '2026-11-26T05:09:08.933Z',
  ];

  it('uses the time zone the visitor is in', () => {
    process.env.TZ = 'America/New_York';
    expect(formatDateTime('2025-11-08T19:00:00Z')).toBe('Nov 8, 2025, 2:00 PM');
    process.env.TZ = 'Asia/Kolkata';
    expect(formatDateTime('2025-11-08T19:00:00Z')).toBe('Nov 9, 2025, 12:30 AM');
  });

  for (const tz of ['UTC', 'America/New_York', 'Asia/Kolkata', 'Pacific/Auckland']) {
    it(`writes a moment as en-US does, in the visitor's time zone (${tz})`, () => {
      process.env.TZ = tz;
      const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
      for (const iso of moments) {
        // ICU puts a narrow no-break space before AM/PM, or a plain one, depending on its version.
        expect(formatDateTime(iso)).toBe(intl.format(new Date(iso)).replace(/\u202f/g, ' '));
      }
    });
  }

  it('writes a moment in UTC, marked so, whatever zone it runs in', () => {
    for (const tz of ['America/New_York', 'Asia/Kolkata', 'Pacific/Auckland']) {
      process.env.TZ = tz;
      const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
      for (const iso of moments) {
        expect(formatDateTime(iso, 'UTC')).toBe(`${intl.format(new Date(iso)).replace(/\u202f/g, ' ')} UTC`);
      }
    }
  });
});
