import { describe, expect, it } from 'vitest';
import { countsForRating, pairOf, RATED_PER_PAIR_PER_DAY } from './rating-limit.ts';

describe('site reports counted for rating', () => {
  it('counts the first three results of a pair in a day, not the fourth', () => {
    expect(RATED_PER_PAIR_PER_DAY).toBe(3);
    expect([0, 1, 2, 3, 4].map(countsForRating)).toEqual([true, true, true, false, false]);
  });

  it('treats A against B and B against A as the same pair', () => {
    expect(pairOf('b', 'a')).toEqual(['a', 'b']);
    expect(pairOf('a', 'b')).toEqual(['a', 'b']);
  });
});
