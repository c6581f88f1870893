import { describe, expect, it } from 'vitest';
import { badgeCountText, badgeSlotTitle, progressDisplayName, progressPercent } from './progress.ts';

describe('season progress', () => {
  it('names a player by Minecraft name, then site name, then Unknown Player', () => {
    expect(progressDisplayName('Notch', 'notch#0001')).toBe('Notch');
    expect(progressDisplayName(null, 'notch#0001')).toBe('notch#0001');
    expect(progressDisplayName('  ', '')).toBe('Unknown Player');
    expect(progressDisplayName(null, null)).toBe('Unknown Player');
  });

  it('counts badges out of nine', () => {
    expect(badgeCountText(4)).toBe('4 of 9 badges');
    expect(progressPercent(9)).toBe(100);
    expect(progressPercent(3)).toBeCloseTo(33.33, 2);
    expect(progressPercent(12)).toBe(100);
  });

  it('titles a slot by its type, marking an earned one', () => {
    expect(badgeSlotTitle('fire', true)).toBe('Fire Badge - Earned');
    expect(badgeSlotTitle('dark', false)).toBe('Dark Badge');
  });
});
