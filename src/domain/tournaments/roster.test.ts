import { describe, expect, it } from 'vitest';
import { holdsSlot, nextSlot, statusOfSlot } from './roster.ts';

describe('registration slots', () => {
  it('gives the lowest free slot up to the cap, then the one after the last', () => {
    expect(nextSlot([], 16)).toBe(1);
    expect(nextSlot([1, 2, 4], 16)).toBe(3);
    expect(
      nextSlot(
        Array.from({ length: 16 }, (_, i) => i + 1),
        16,
      ),
    ).toBe(17);
    expect(nextSlot([...Array.from({ length: 16 }, (_, i) => i + 1), 17, 19], 16)).toBe(20);
  });

  it('registers slots 1 to the cap and waitlists above it', () => {
    expect([1, 16, 17].map((s) => statusOfSlot(s, 16))).toEqual(['registered', 'registered', 'waitlisted']);
  });

  it('counts registered and waitlisted as holding a slot', () => {
    expect((['registered', 'waitlisted', 'withdrawn', 'dropped'] as const).map(holdsSlot)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
