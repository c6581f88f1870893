import { describe, expect, it } from 'vitest';
import {
  formatWinRate,
  isGoodWinRate,
  leaderRankingWinRate,
  sortLeadersByWinRate,
  winRateOf,
  winRatePercent,
} from './win-rate.ts';

describe('win rate', () => {
  it('is wins over games, and 0 before any game', () => {
    expect(winRateOf(3, 1)).toBe(0.75);
    expect(winRateOf(0, 0)).toBe(0);
  });

  it('shows the stored fraction as a rounded percent on the home page', () => {
    expect(formatWinRate(0.6667, 'home')).toBe('67%');
    expect(formatWinRate(0.625, 'home')).toBe('63%');
    expect(formatWinRate(1, 'home')).toBe('100%');
  });

  it('shows it with one decimal elsewhere, the gym leaders page included (the fraction times 100)', () => {
    expect(formatWinRate(0.6667)).toBe('66.7%');
    expect(formatWinRate(0.5)).toBe('50.0%');
    expect(formatWinRate(0)).toBe('0.0%');
    expect(winRatePercent(0.123)).toBe(12.3);
  });

  it('is green from 60% for trainers and from 50% for gym leaders, as shown', () => {
    expect(isGoodWinRate(0.6, 'trainer')).toBe(true);
    expect(isGoodWinRate(0.5999, 'trainer')).toBe(true); // shown as 60.0%
    expect(isGoodWinRate(0.5949, 'trainer')).toBe(false); // shown as 59.5%
    expect(isGoodWinRate(0.5, 'gymLeader')).toBe(true);
    expect(isGoodWinRate(0.494, 'gymLeader')).toBe(false);
  });

  it('counts a gym leader with no badges awarded as 0 when ranking', () => {
    expect(leaderRankingWinRate({ winRate: 0.9, badgesAwarded: 0 })).toBe(0);
    expect(leaderRankingWinRate({ winRate: 0.9, badgesAwarded: 1 })).toBe(0.9);
    const sorted = sortLeadersByWinRate([
      { name: 'A', winRate: 0.9, badgesAwarded: 0 },
      { name: 'B', winRate: 0.4, badgesAwarded: 3 },
      { name: 'C', winRate: 0.7, badgesAwarded: 5 },
    ]);
    expect(sorted.map((l) => l.name)).toEqual(['C', 'B', 'A']);
  });
});
