import { describe, expect, it } from 'vitest';
import { formatRecord, formatSigned, medalFor, rankFromHigherCount, rankSorted } from './ranking.ts';

describe('rank', () => {
  it('is the number of players with a higher rating plus one', () => {
    expect(rankFromHigherCount(0)).toBe(1);
    expect(rankFromHigherCount(41)).toBe(42);
  });

  it('lets tied players share a rank and skips the ranks they fill', () => {
    const rows = [1500, 1400, 1400, 1400, 1300, 1200, 1200].map((rating) => ({ rating }));
    expect(rankSorted(rows).map((r) => r.rank)).toEqual([1, 2, 2, 2, 5, 6, 6]);
  });

  it('keeps every field of the rows', () => {
    expect(rankSorted([{ rating: 1000, name: 'Ash' }])).toEqual([{ rating: 1000, name: 'Ash', rank: 1 }]);
  });

  it('refuses rows that are not sorted highest first', () => {
    expect(() => rankSorted([{ rating: 1000 }, { rating: 1100 }])).toThrow(/sorted/);
  });
});

describe('display', () => {
  it('shows changes and streaks with their sign', () => {
    expect(formatSigned(12)).toBe('+12');
    expect(formatSigned(-8)).toBe('-8');
    expect(formatSigned(0)).toBe('0');
  });

  it("shows a record as 'xW - yL'", () => {
    expect(formatRecord(12, 3)).toBe('12W - 3L');
  });

  it('gives medals to ranks 1 to 3 only', () => {
    expect([1, 2, 3, 4].map(medalFor)).toEqual(['gold', 'silver', 'bronze', null]);
  });
});
