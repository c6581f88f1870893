import { describe, expect, it } from 'vitest';
import { MATCH_SEARCH_MESSAGES, matchSearchQuery, matchSearchWindow } from './match-search.ts';

describe('a match search', () => {
  it('takes a player and a range of days, blank fields as none', () => {
    expect(matchSearchQuery.parse({ player: ' Ash ', from: '2025-11-01', to: '' })).toEqual({
      page: 1,
      player: 'Ash',
      from: '2025-11-01',
      to: undefined,
    });
  });

  it('refuses a range that ends before it starts, and a date it cannot read', () => {
    const issues = (q: unknown) => matchSearchQuery.safeParse(q).error?.issues.map((i) => i.message);
    expect(issues({ from: '2025-11-02', to: '2025-11-01' })).toEqual([MATCH_SEARCH_MESSAGES.range]);
    expect(issues({ from: '11/02/2025' })).toEqual([MATCH_SEARCH_MESSAGES.badDate]);
  });

  it('covers whole league days (EST)', () => {
    expect(matchSearchWindow({ from: '2025-11-01', to: '2025-11-01' })).toEqual({
      after: new Date('2025-11-01T05:00:00Z'),
      before: new Date('2025-11-02T05:00:00Z'),
    });
  });
});
