import { describe, expect, it } from 'vitest';
import { playersAbove, type RatingHistogram } from './ladder.ts';

// 1 player at 1500, 3 at 1300, 2 at 1000
const h: RatingHistogram = { ratings: [1500, 1300, 1000], playersAtOrAbove: [1, 4, 6], total: 6 };

describe('players rated higher, from the histogram', () => {
  it('counts strictly higher ratings, for ratings on and between the histogram steps', () => {
    expect(playersAbove(h, 1600)).toBe(0);
    expect(playersAbove(h, 1500)).toBe(0);
    expect(playersAbove(h, 1400)).toBe(1);
    expect(playersAbove(h, 1300)).toBe(1);
    expect(playersAbove(h, 1299)).toBe(4);
    expect(playersAbove(h, 1000)).toBe(4);
    expect(playersAbove(h, 0)).toBe(6);
  });

  it('counts nobody on an empty ladder', () => {
    expect(playersAbove({ ratings: [], playersAtOrAbove: [], total: 0 }, 1000)).toBe(0);
  });
});
