import { expect, it } from 'vitest';
import { CONFIRM_WITHIN_HOURS, hasLapsed, lapsesAt } from './lapse.ts';

it('lapses an open report 24 hours after it was recorded, not a minute before', () => {
  const at = new Date('2026-01-01T10:00:00Z');
  expect(CONFIRM_WITHIN_HOURS).toBe(24);
  expect(lapsesAt(at).toISOString()).toBe('2026-01-02T10:00:00.000Z');
  expect(hasLapsed(at, new Date('2026-01-02T09:59:00Z'))).toBe(false);
  expect(hasLapsed(at, new Date('2026-01-02T10:00:00Z'))).toBe(true);
});
