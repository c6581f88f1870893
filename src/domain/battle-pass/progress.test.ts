import { describe, expect, it } from 'vitest';
import { LEAGUE_REWARDS } from './league-rewards.ts';
import { claimKey, levelFor, rewardState, xpFromBattles } from './progress.ts';
import { battlePassReward } from './rewards.ts';

describe('battle pass progress', () => {
  it('gives 100 XP a win and 40 a loss, a level every 100 XP, up to level 30', () => {
    expect(xpFromBattles({ wins: 1, losses: 0 })).toBe(100);
    expect(xpFromBattles({ wins: 2, losses: 3 })).toBe(320);
    expect(levelFor(99)).toBe(0);
    expect(levelFor(100)).toBe(1);
    expect(levelFor(320)).toBe(3);
    expect(levelFor(10_000)).toBe(30);
  });

  it('says what a player may claim: claimed first, then the premium lock, then the level', () => {
    const player = { level: 3, premium: false, claimed: new Set([claimKey(1, 'free')]) };
    expect(rewardState({ level: 1, track: 'free' }, player)).toBe('claimed');
    expect(rewardState({ level: 2, track: 'free' }, player)).toBe('claimable');
    expect(rewardState({ level: 4, track: 'free' }, player)).toBe('level_locked');
    expect(rewardState({ level: 2, track: 'premium' }, player)).toBe('premium_locked');
    expect(rewardState({ level: 2, track: 'premium' }, { ...player, premium: true })).toBe('claimable');
  });
});

describe("the league's reward table", () => {
  it('has 30 levels, each with a valid free and premium reward', () => {
    expect(LEAGUE_REWARDS.map((l) => l.level)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    for (const l of LEAGUE_REWARDS) {
      expect(battlePassReward.parse(l.free)).toEqual(l.free);
      expect(battlePassReward.parse(l.premium)).toEqual(l.premium);
    }
  });

  it('has Gym Token rewards of 2 on the premium track, and every reward type', () => {
    const premium = LEAGUE_REWARDS.map((l) => l.premium);
    expect(premium.filter((r) => r.data.display_name === '2 Gym Tokens').length).toBeGreaterThan(0);
    expect(new Set(LEAGUE_REWARDS.flatMap((l) => [l.free.type, l.premium.type]))).toEqual(
      new Set(['ITEM', 'POKEMON', 'COMMAND']),
    );
  });
});
