import { describe, expect, it } from 'vitest';
import { formatCount, formatTenths, formatUsd } from './numbers.ts';

describe('number formats', () => {
  it('groups thousands the way en-US does', () => {
    for (const n of [0, 7, 999, 1000, 12345, 999999, 1000000, 1234567890, -4321]) {
      expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
    }
  });

  it('shows cents as dollars with two decimals, as en-US does, a minus before the $', () => {
    for (const cents of [0, 5, 99, 100, 499, 1999, 123450, 100000000, -2550]) {
      const intl = (Math.abs(cents) / 100).toLocaleString('en-US', {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
      expect(formatUsd(cents)).toBe(`${cents < 0 ? '-' : ''}$${intl}`);
    }
  });

  it('keeps at most one decimal', () => {
    for (const n of [22, 1.8, 0.5, 12.25, 33.3333, 100]) {
      expect(formatTenths(n)).toBe(n.toLocaleString('en-US', { maximumFractionDigits: 1 }));
    }
  });
});
