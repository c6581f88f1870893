import { describe, expect, it } from 'vitest';
import { tierForRank } from './tier.ts';

describe('tier by rank', () => {
  it('is Beginner when nobody is ranked', () => {
    expect(tierForRank(1, 0)).toBe('Beginner');
  });

  it('is Champion at rank 1, alone or among many', () => {
    expect(tierForRank(1, 1)).toBe('Champion');
    expect(tierForRank(1, 1_000_000)).toBe('Champion');
  });

  it('puts exactly 15, 35, 65 and 85 percent in the higher tier, and one rank more in the next', () => {
    expect(tierForRank(15, 100)).toBe('Elite');
    expect(tierForRank(16, 100)).toBe('Ace');
    expect(tierForRank(35, 100)).toBe('Ace');
    expect(tierForRank(36, 100)).toBe('Trainer');
    expect(tierForRank(65, 100)).toBe('Trainer');
    expect(tierForRank(66, 100)).toBe('Apprentice');
    expect(tierForRank(85, 100)).toBe('Apprentice');
    expect(tierForRank(86, 100)).toBe('Beginner');
    expect(tierForRank(100, 100)).toBe('Beginner');
  });

  it('compares shares exactly where floating point would drift', () => {
    // 0.35 * 180 is 62.99999999999999 in floating point; rank 63 of 180 is exactly 35%
    expect(tierForRank(63, 180)).toBe('Ace');
    expect(tierForRank(64, 180)).toBe('Trainer');
    expect(tierForRank(3, 20)).toBe('Elite');
    expect(tierForRank(7, 20)).toBe('Ace');
    expect(tierForRank(13, 20)).toBe('Trainer');
    expect(tierForRank(17, 20)).toBe('Apprentice');
    expect(tierForRank(18, 20)).toBe('Beginner');
  });

  it('gives the second of two players Beginner (rank 2 of 2 is the bottom 50%)', () => {
    expect(tierForRank(2, 2)).toBe('Beginner');
  });

  it('keeps tied players at rank 1 all Champions', () => {
    expect(tierForRank(1, 3)).toBe('Champion');
  });
});
