import { describe, expect, it } from 'vitest';
import { normalizeDays, SLOTS, slotKey, toggleSlot } from './availability.ts';

describe('availability slots', () => {
  it('has one slot per day and period, named Day-Period', () => {
    expect(SLOTS).toHaveLength(21);
    expect(SLOTS[0]).toBe('Monday-Morning');
    expect(SLOTS[20]).toBe('Sunday-Evening');
    expect(slotKey('Friday', 'Afternoon')).toBe('Friday-Afternoon');
  });

  it('checking a slot adds its day once', () => {
    let s = toggleSlot({ days: [], times: [] }, 'Monday', 'Morning', true);
    s = toggleSlot(s, 'Monday', 'Evening', true);
    expect(s).toEqual({ days: ['Monday'], times: ['Monday-Morning', 'Monday-Evening'] });
  });

  it('unchecking removes only the slot, not the day', () => {
    const s = toggleSlot({ days: ['Tuesday'], times: ['Tuesday-Morning'] }, 'Tuesday', 'Morning', false);
    expect(s).toEqual({ days: ['Tuesday'], times: [] });
  });

  it('checking the same slot twice keeps it once', () => {
    const s = toggleSlot({ days: ['Sunday'], times: ['Sunday-Evening'] }, 'Sunday', 'Evening', true);
    expect(s.times).toEqual(['Sunday-Evening']);
  });

  it('normalizes days to week order and adds the days of slots', () => {
    expect(normalizeDays(['Sunday', 'Monday', 'Monday'], ['Wednesday-Evening'])).toEqual([
      'Monday',
      'Wednesday',
      'Sunday',
    ]);
  });
});
