import { describe, expect, it } from 'vitest';
import { changePosition, readSince } from './change-position.ts';

describe('readSince', () => {
  it('holds for a read that began at or after the stream opened on the same connection', () => {
    expect(readSince(changePosition('a1', 7), changePosition('a1', 7))).toBe(true);
    expect(readSince(changePosition('a1', 8), changePosition('a1', 7))).toBe(true);
  });

  it('does not hold for a read that began before a change the stream opened after', () => {
    expect(readSince(changePosition('a1', 6), changePosition('a1', 7))).toBe(false);
    expect(readSince(changePosition('a1', 9), changePosition('a1', 10))).toBe(false);
  });

  it('does not hold across connections, nor without a position', () => {
    expect(readSince(changePosition('a1', 9), changePosition('b2', 1))).toBe(false);
    expect(readSince(undefined, changePosition('a1', 0))).toBe(false);
    expect(readSince(changePosition('a1', 0), null)).toBe(false);
  });

  it('does not hold for positions it cannot read', () => {
    expect(readSince('a1', 'a1')).toBe(false);
    expect(readSince('a1.x', 'a1.x')).toBe(false);
    expect(readSince('.5', '.5')).toBe(false);
  });
});
