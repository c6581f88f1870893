import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago.ts';

const now = new Date('2026-11-21T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('time ago', () => {
  it("says 'Just now' under a minute, and for a time in the future", () => {
    expect(timeAgo(ago(0), now)).toBe('Just now');
    expect(timeAgo(ago(59_999), now)).toBe('Just now');
    expect(timeAgo(ago(-5_000), now)).toBe('Just now');
  });

  it('counts whole minutes, hours and days', () => {
    expect(timeAgo(ago(60_000), now)).toBe('1m ago');
    expect(timeAgo(ago(59 * 60_000 + 59_000), now)).toBe('59m ago');
    expect(timeAgo(ago(3_600_000), now)).toBe('1h ago');
    expect(timeAgo(ago(23 * 3_600_000 + 3_599_000), now)).toBe('23h ago');
    expect(timeAgo(ago(86_400_000), now)).toBe('1d ago');
    expect(timeAgo(ago(40 * 86_400_000), now)).toBe('40d ago');
  });

  it('accepts ISO strings as the API sends them', () => {
    expect(timeAgo('2026-11-21T11:30:00.000Z', now)).toBe('30m ago');
  });
});
