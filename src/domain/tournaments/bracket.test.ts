import { describe, expect, it } from 'vitest';
import {
  assertOnePlacePerRound,
  feedOf,
  generateBracket,
  reportResult,
  startMatch,
  type BracketMatch,
} from './bracket.ts';
import { drawRedemptionRoad, groupStageLosers } from './redemption-draw.ts';

const seeds = (n: number) => Array.from({ length: n }, (_, i) => `p${i + 1}`);
const at = (ms: BracketMatch[], round: number, match: number) =>
  ms.find((m) => m.round === round && m.match === match)!;
const win1 = (ms: BracketMatch[], round: number, match: number) =>
  reportResult(ms, { round, match, gamesP1: 2, gamesP2: 1 });

function throughGroups(): BracketMatch[] {
  let ms = generateBracket(seeds(12));
  for (let m = 1; m <= 6; m++) ms = win1(ms, 1, m);
  for (let m = 1; m <= 3; m++) ms = win1(ms, 2, m);
  return ms;
}

describe('bracket structure', () => {
  it('feeds groups into their finals, group winners and Redemption Road into the semifinals', () => {
    expect(feedOf({ round: 1, match: 3 })).toEqual({ round: 2, match: 2, side: 1 });
    expect(feedOf({ round: 1, match: 6 })).toEqual({ round: 2, match: 3, side: 2 });
    expect(feedOf({ round: 2, match: 1 })).toEqual({ round: 4, match: 1, side: 1 });
    expect(feedOf({ round: 3, match: 1 })).toEqual({ round: 4, match: 1, side: 2 });
    expect(feedOf({ round: 2, match: 3 })).toEqual({ round: 4, match: 2, side: 2 });
    expect(feedOf({ round: 4, match: 2 })).toEqual({ round: 5, match: 1, side: 2 });
    expect(feedOf({ round: 5, match: 1 })).toBeNull();
  });

  it('seeds round 1 as 1 v 12, 2 v 11 and so on, thirteen matches in all', () => {
    const ms = generateBracket(seeds(12));
    expect(ms).toHaveLength(13);
    expect([at(ms, 1, 1).player1, at(ms, 1, 1).player2]).toEqual(['p1', 'p12']);
    expect([at(ms, 1, 6).player1, at(ms, 1, 6).player2]).toEqual(['p6', 'p7']);
    expect(ms.every((m) => m.status === 'pending')).toBe(true);
  });

  it('gives missing seeds a bye that moves the lone player on', () => {
    const ms = generateBracket(seeds(10));
    expect(at(ms, 1, 1)).toMatchObject({ player2: null, isBye: true, status: 'completed', winner: 'p1' });
    expect(at(ms, 2, 1).player1).toBe('p1');
    expect(at(ms, 1, 3).isBye).toBe(false);
  });

  it('refuses fewer than two players and duplicate seeds', () => {
    expect(() => generateBracket(['p1'])).toThrow(/At least 2/);
    expect(() => generateBracket(['p1', 'p1'])).toThrow(/seeded twice/);
  });
});

describe('results', () => {
  it('moves the winner into the match the structure names', () => {
    const ms = reportResult(generateBracket(seeds(12)), { round: 1, match: 2, gamesP1: 0, gamesP2: 2 });
    expect(at(ms, 1, 2)).toMatchObject({
      status: 'completed',
      winner: 'p11',
      gamesP1: 0,
      gamesP2: 2,
      outcome: 'played',
    });
    expect(at(ms, 2, 1).player2).toBe('p11');
  });

  it('accepts only best-of-3 scores and needs both players', () => {
    const ms = generateBracket(seeds(12));
    for (const [a, b] of [
      [2, 2],
      [1, 1],
      [3, 0],
      [1, 0],
      [-1, 2],
    ]) {
      expect(() => reportResult(ms, { round: 1, match: 1, gamesP1: a, gamesP2: b })).toThrow(/best-of-3/);
    }
    expect(() => win1(ms, 2, 1)).toThrow(/Both players/);
  });

  it('records a forfeit or a no-show for the named side', () => {
    const ms = reportResult(generateBracket(seeds(12)), { round: 1, match: 1, outcome: 'no_show', winnerSide: 2 });
    expect(at(ms, 1, 1)).toMatchObject({ winner: 'p12', outcome: 'no_show', gamesP2: 2, gamesP1: 0 });
    expect(() => reportResult(ms, { round: 1, match: 2, outcome: 'forfeit' })).toThrow(/Name the side/);
  });

  it('corrects a result and resets what it fed, but not once a later match has started', () => {
    let ms = win1(generateBracket(seeds(12)), 1, 1);
    ms = reportResult(ms, { round: 1, match: 1, gamesP1: 1, gamesP2: 2 });
    expect(at(ms, 2, 1).player1).toBe('p12');
    ms = win1(ms, 1, 2);
    ms = startMatch(ms, { round: 2, match: 1 });
    expect(() => reportResult(ms, { round: 1, match: 1, gamesP1: 2, gamesP2: 0 })).toThrow(/no longer be corrected/);
  });

  it('never lets a player into two matches of one round', () => {
    const ms = generateBracket(seeds(12));
    at(ms, 1, 2).player1 = 'p1';
    expect(() => assertOnePlacePerRound(ms)).toThrow(/two matches in round 1/);
  });

  it('plays through to a champion', () => {
    let ms = drawRedemptionRoad(throughGroups(), 'seed-1');
    ms = win1(ms, 3, 1);
    ms = win1(win1(ms, 4, 1), 4, 2);
    ms = win1(ms, 5, 1);
    expect(at(ms, 5, 1)).toMatchObject({ status: 'completed', winner: 'p1' });
  });
});

describe('Redemption Road', () => {
  it('waits for every group match, then draws two different group-stage losers', () => {
    expect(groupStageLosers(win1(generateBracket(seeds(12)), 1, 1))).toBeNull();
    const ms = throughGroups();
    const losers = groupStageLosers(ms)!;
    expect(losers).toHaveLength(9);
    const drawn = at(drawRedemptionRoad(ms, 'audit-me'), 3, 1);
    expect(losers).toContain(drawn.player1);
    expect(losers).toContain(drawn.player2);
    expect(drawn.player1).not.toBe(drawn.player2);
  });

  it('replays the same draw from the same seed, and differs across seeds', () => {
    const ms = throughGroups();
    const pick = (seed: string) => {
      const r = at(drawRedemptionRoad(ms, seed), 3, 1);
      return `${r.player1}/${r.player2}`;
    };
    expect(pick('s-42')).toBe(pick('s-42'));
    const picks = new Set(Array.from({ length: 20 }, (_, i) => pick(`s-${i}`)));
    expect(picks.size).toBeGreaterThan(5);
  });

  it('refuses a second draw', () => {
    const ms = drawRedemptionRoad(throughGroups(), 'x');
    expect(() => drawRedemptionRoad(ms, 'y')).toThrow(/already been drawn/);
  });
});
