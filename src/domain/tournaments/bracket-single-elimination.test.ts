import { describe, expect, it } from 'vitest';
import { assertOnePlacePerRound, bracketRules } from './bracket-rules.ts';
import { SINGLE_ELIMINATION_BRACKET as SE, seedOrder } from './bracket-single-elimination.ts';
import type { BracketMatch } from './bracket-structure.ts';

const rules = bracketRules(SE);
const teams = (n: number) => Array.from({ length: n }, (_, i) => `t${i + 1}`);
const at = (ms: BracketMatch[], round: number, match: number) =>
  ms.find((m) => m.round === round && m.match === match)!;
const sides = (m: BracketMatch) => [m.player1, m.player2];
const win1 = (ms: BracketMatch[], round: number, match: number) =>
  rules.reportResult(ms, { round, match, gamesP1: 2, gamesP2: 0 });

describe('single-elimination structure', () => {
  it('has the Round of 16, Quarterfinals, Semifinals and Final: 15 matches', () => {
    const ms = rules.generateBracket(teams(16));
    expect([1, 2, 3, 4].map((r) => ms.filter((m) => m.round === r).length)).toEqual([8, 4, 2, 1]);
    expect(Object.values(SE.roundNames)).toEqual(['Round of 16', 'Quarterfinals', 'Semifinals', 'Final']);
    expect(SE.final).toEqual({ round: 4, match: 1 });
  });

  it('feeds match m into match ceil(m/2) of the next round, the odd match on side 1', () => {
    expect(SE.feedOf({ round: 1, match: 1 })).toEqual({ round: 2, match: 1, side: 1 });
    expect(SE.feedOf({ round: 1, match: 8 })).toEqual({ round: 2, match: 4, side: 2 });
    expect(SE.feedOf({ round: 2, match: 3 })).toEqual({ round: 3, match: 2, side: 1 });
    expect(SE.feedOf({ round: 3, match: 2 })).toEqual({ round: 4, match: 1, side: 2 });
    expect(SE.feedOf({ round: 4, match: 1 })).toBeNull();
  });

  it('seeds 1 v 16, 8 v 9, 4 v 13, 5 v 12, 2 v 15, 7 v 10, 3 v 14, 6 v 11, all pending', () => {
    expect(seedOrder(16)).toEqual([1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11]);
    const ms = rules.generateBracket(teams(16));
    expect(ms.filter((m) => m.round === 1).map(sides)).toEqual([
      ['t1', 't16'],
      ['t8', 't9'],
      ['t4', 't13'],
      ['t5', 't12'],
      ['t2', 't15'],
      ['t7', 't10'],
      ['t3', 't14'],
      ['t6', 't11'],
    ]);
    expect(ms.every((m) => m.status === 'pending' && !m.isBye)).toBe(true);
  });

  it('gives missing seeds byes, which carry a lone team as far as nobody can meet it', () => {
    const ms = rules.generateBracket(teams(5));
    expect(at(ms, 1, 1)).toMatchObject({ isBye: true, status: 'completed', winner: 't1', player2: null });
    expect(at(ms, 1, 2)).toMatchObject({ isBye: true, winner: null });
    expect(at(ms, 1, 3).isBye && at(ms, 1, 4).isBye).toBe(true);
    // Seed 1's quarterfinal has no opponent: it goes straight to the semifinal; 4 and 5 play.
    expect(at(ms, 2, 1)).toMatchObject({ isBye: true, winner: 't1' });
    expect(at(ms, 2, 2)).toMatchObject({ player1: 't4', player2: 't5', status: 'pending', isBye: false });
    expect(at(ms, 3, 1)).toMatchObject({ player1: 't1', player2: null, status: 'pending' });
    expect(sides(at(ms, 3, 2))).toEqual(['t2', 't3']);
  });

  it('refuses fewer than two teams and a team seeded twice', () => {
    expect(() => rules.generateBracket(['t1'])).toThrow('At least 2 teams are needed to generate the bracket.');
    expect(() => rules.generateBracket(['t1', 't1'])).toThrow('A team is seeded twice.');
  });
});

describe('single-elimination results, with the shared rules', () => {
  it('moves the winner on, and records a forfeit or no-show for the named side', () => {
    let ms = rules.reportResult(rules.generateBracket(teams(16)), { round: 1, match: 2, gamesP1: 1, gamesP2: 2 });
    expect(at(ms, 1, 2)).toMatchObject({ status: 'completed', winner: 't9', outcome: 'played' });
    expect(at(ms, 2, 1).player2).toBe('t9');
    ms = rules.reportResult(ms, { round: 1, match: 3, outcome: 'forfeit', winnerSide: 2 });
    expect(at(ms, 1, 3)).toMatchObject({ winner: 't13', outcome: 'forfeit', gamesP1: 0, gamesP2: 2 });
    expect(at(ms, 2, 2).player1).toBe('t13');
    expect(() => rules.reportResult(ms, { round: 1, match: 4, gamesP1: 1, gamesP2: 1 })).toThrow(/best-of-3/);
    expect(() => win1(ms, 2, 2)).toThrow(/Both teams must be known/);
  });

  it('corrects a result and resets what it fed, but not once a later match has started', () => {
    let ms = win1(win1(rules.generateBracket(teams(16)), 1, 1), 1, 2);
    expect(sides(at(ms, 2, 1))).toEqual(['t1', 't8']);
    ms = rules.reportResult(ms, { round: 1, match: 1, gamesP1: 0, gamesP2: 2 });
    expect(at(ms, 1, 1)).toMatchObject({ winner: 't16', gamesP1: 0, gamesP2: 2 });
    expect(sides(at(ms, 2, 1))).toEqual(['t16', 't8']);
    ms = rules.startMatch(ms, { round: 2, match: 1 });
    expect(() => rules.reportResult(ms, { round: 1, match: 1, gamesP1: 2, gamesP2: 1 })).toThrow(
      'This result can no longer be corrected: a later match has started.',
    );
    // A match beside it that has started is no reason to refuse.
    ms = rules.startMatch(win1(ms, 1, 3), { round: 1, match: 4 });
    expect(at(rules.reportResult(ms, { round: 1, match: 3, gamesP1: 0, gamesP2: 2 }), 2, 2).player1).toBe('t13');
  });

  it('corrects a result that came after byes', () => {
    let ms = win1(rules.generateBracket(teams(5)), 2, 2);
    expect(sides(at(ms, 3, 1))).toEqual(['t1', 't4']);
    ms = rules.reportResult(ms, { round: 2, match: 2, gamesP1: 1, gamesP2: 2 });
    expect(sides(at(ms, 3, 1))).toEqual(['t1', 't5']);
  });

  it('never lets a team into two matches of one round', () => {
    const ms = rules.generateBracket(teams(16));
    at(ms, 1, 8).player2 = 't1';
    expect(() => assertOnePlacePerRound(ms)).toThrow('A player cannot play two matches in round 1.');
  });

  it('plays through to a champion in the Final', () => {
    let ms = rules.generateBracket(teams(16));
    for (const [round, count] of [
      [1, 8],
      [2, 4],
      [3, 2],
      [4, 1],
    ] as const)
      for (let m = 1; m <= count; m++) ms = win1(ms, round, m);
    expect(at(ms, 4, 1)).toMatchObject({ status: 'completed', player1: 't1', player2: 't2', winner: 't1' });
    expect(rules.downstreamOf(ms, { round: 1, match: 1 }).map((m) => m.round)).toEqual([2, 3, 4]);
  });
});
