import { describe, expect, it } from 'vitest';
import { NEW_PLAYER, rateMatch } from './elo.ts';
import { replayRatings } from './replay.ts';

describe('replayRatings', () => {
  it('rates each match from the ratings the matches before it left, skipping unrated ones', () => {
    const { ratings, deltas } = replayRatings([
      { leader: 'a', challenger: 'b', result: 'leader_won' },
      { leader: 'b', challenger: 'c', result: 'voided' },
      { leader: 'c', challenger: 'a', result: 'challenger_won' },
    ]);
    const first = rateMatch(NEW_PLAYER, NEW_PLAYER, 'a');
    const third = rateMatch(NEW_PLAYER, first.a, 'b');
    expect(deltas).toEqual([
      { leader: first.deltas.a, challenger: first.deltas.b, leaderWon: true },
      null,
      { leader: third.deltas.a, challenger: third.deltas.b, leaderWon: false },
    ]);
    expect(ratings.get('a')).toEqual(third.b);
    expect(ratings.get('b')).toEqual(first.b);
    expect(ratings.get('c')).toEqual(third.a);
  });

  it('starts players from the given states', () => {
    const start = new Map([['a', { ...NEW_PLAYER, rating: 1400, gamesPlayed: 30 }]]);
    const { ratings } = replayRatings([{ leader: 'a', challenger: 'b', result: 'leader_won' }], start);
    expect(ratings.get('a')).toEqual(rateMatch(start.get('a')!, NEW_PLAYER, 'a').a);
    expect(start.get('a')!.gamesPlayed).toBe(30);
  });
});
