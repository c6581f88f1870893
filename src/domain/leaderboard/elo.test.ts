import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NEW_PLAYER,
  applyResult,
  eloDeltas,
  expectedScore,
  kFactor,
  nextStreak,
  rateMatch,
  streakFromHistory,
  type RatingState,
} from './elo.ts';

const established = (rating: number): RatingState => ({ rating, wins: 10, losses: 10, streak: 0, gamesPlayed: 20 });

describe('expected score', () => {
  it('is one half between equals and follows the 400-point logistic curve', () => {
    expect(expectedScore(1000, 1000)).toBe(0.5);
    expect(expectedScore(1400, 1000)).toBeCloseTo(10 / 11, 10);
    expect(expectedScore(1000, 1400)).toBeCloseTo(1 / 11, 10);
  });
});

describe('K factor', () => {
  it('is 40 for the first 10 rated games and 20 from the 11th on', () => {
    expect(kFactor(0)).toBe(40);
    expect(kFactor(9)).toBe(40);
    expect(kFactor(10)).toBe(20);
    expect(kFactor(500)).toBe(20);
  });
});

describe('Elo deltas', () => {
  it('gives two new players at 1000 plus and minus 20', () => {
    expect(eloDeltas(NEW_PLAYER, NEW_PLAYER, 'a')).toEqual({ a: 20, b: -20 });
    expect(eloDeltas(NEW_PLAYER, NEW_PLAYER, 'b')).toEqual({ a: -20, b: 20 });
  });

  it('gives two established equals plus and minus 10', () => {
    expect(eloDeltas(established(1000), established(1000), 'a')).toEqual({ a: 10, b: -10 });
  });

  it('rewards an upset more than an expected win, rounded to whole points', () => {
    // E(1200 vs 1000) = 0.7597: 20 x 0.2403 = 4.81 -> 5; 20 x 0.7597 = 15.19 -> 15.
    expect(eloDeltas(established(1200), established(1000), 'a')).toEqual({ a: 5, b: -5 });
    expect(eloDeltas(established(1200), established(1000), 'b')).toEqual({ a: -15, b: 15 });
  });

  it('uses each player its own K: a newcomer moves twice as far as a veteran', () => {
    expect(eloDeltas(NEW_PLAYER, established(1000), 'a')).toEqual({ a: 20, b: -10 });
    expect(eloDeltas({ rating: 1000, gamesPlayed: 9 }, { rating: 1000, gamesPlayed: 10 }, 'b')).toEqual({
      a: -20,
      b: 10,
    });
  });

  it('mirrors exactly when both players have the same K', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.boolean(),
        fc.boolean(),
        (ra, rb, aWins, veterans) => {
          const games = veterans ? 30 : 0;
          const d = eloDeltas(
            { rating: ra, gamesPlayed: games },
            { rating: rb, gamesPlayed: games },
            aWins ? 'a' : 'b',
          );
          expect(d.a + d.b).toBe(0);
          expect(aWins ? d.a >= 0 : d.a <= 0).toBe(true);
          expect(Math.abs(d.a)).toBeLessThanOrEqual(kFactor(games));
        },
      ),
    );
  });
});

describe('streaks', () => {
  it('counts consecutive wins up and consecutive losses down, resetting on a change', () => {
    expect(nextStreak(0, true)).toBe(1);
    expect(nextStreak(3, true)).toBe(4);
    expect(nextStreak(3, false)).toBe(-1);
    expect(nextStreak(0, false)).toBe(-1);
    expect(nextStreak(-2, false)).toBe(-3);
    expect(nextStreak(-2, true)).toBe(1);
  });

  it('rebuilds a streak from a history of outcomes', () => {
    expect(streakFromHistory([])).toBe(0);
    expect(streakFromHistory([true, true, false, true, true, true])).toBe(3);
    expect(streakFromHistory([true, false, false])).toBe(-2);
  });
});

describe('rating a match', () => {
  it('applies the deltas, counts a win and a loss and moves both streaks, once per set', () => {
    const winner: RatingState = { rating: 1000, wins: 2, losses: 0, streak: 2, gamesPlayed: 2 };
    const loser: RatingState = { rating: 1000, wins: 0, losses: 3, streak: -3, gamesPlayed: 3 };
    const rated = rateMatch(winner, loser, 'a');
    expect(rated.deltas).toEqual({ a: 20, b: -20 });
    expect(rated.a).toEqual({ rating: 1020, wins: 3, losses: 0, streak: 3, gamesPlayed: 3 });
    expect(rated.b).toEqual({ rating: 980, wins: 0, losses: 4, streak: -4, gamesPlayed: 4 });
  });

  it('switches from K 40 to K 20 after the tenth rated game of a player', () => {
    let a = NEW_PLAYER;
    let b = NEW_PLAYER;
    const deltas: number[] = [];
    for (let i = 0; i < 12; i++) {
      const r = rateMatch(a, b, i % 2 === 0 ? 'a' : 'b');
      deltas.push(Math.abs(r.deltas.a));
      a = r.a;
      b = r.b;
    }
    // Alternating wins keep them within a few points: about 20 while provisional, about 10 after.
    expect(deltas.slice(0, 10).every((d) => d >= 18 && d <= 22)).toBe(true);
    expect(deltas.slice(10).every((d) => d >= 9 && d <= 11)).toBe(true);
    expect(a.gamesPlayed).toBe(12);
    expect(a.wins + a.losses).toBe(12);
  });

  it('keeps applyResult consistent with the deltas it is given', () => {
    expect(applyResult(NEW_PLAYER, false, -7)).toEqual({ rating: 993, wins: 0, losses: 1, streak: -1, gamesPlayed: 1 });
  });
});
