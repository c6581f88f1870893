import { describe, expect, it } from 'vitest';
import { formatUsd } from '../shared/numbers.ts';
import { EV_EDITOR_POLICY, RANKS, RANK_IDS, findRank } from './ranks.ts';

describe('rank tiers', () => {
  it('are Ace, Expert, Elite and Master at their listed prices, in that order', () => {
    expect(RANKS.map((r) => [r.name, r.monthlyPriceCents])).toEqual([
      ['Ace', 499],
      ['Expert', 799],
      ['Elite', 1299],
      ['Master', 1999],
    ]);
    expect(RANKS.map((r) => r.id)).toEqual([...RANK_IDS]);
  });

  it('mark only Elite as popular', () => {
    expect(RANKS.filter((r) => r.popular).map((r) => r.name)).toEqual(['Elite']);
  });

  it('give each rank a tagline and perks, with the running totals of the perk table', () => {
    for (const rank of RANKS) {
      expect(rank.tagline.length).toBeGreaterThan(0);
      expect(rank.perks.length).toBeGreaterThan(0);
    }
    expect(findRank('ace').perks).toContain('+500 claim blocks');
    expect(findRank('expert').perks).toContain('/pc and /checkspawn');
    expect(findRank('elite').perks).toContain('+5 homes (9 total)');
    expect(findRank('master').perks).toContain('2,000 claim blocks total');
    expect(findRank('master').perks).toContain('Premium battle pass included');
  });
});

describe('formatUsd', () => {
  it('shows dollars with two decimals', () => {
    expect(RANKS.map((r) => formatUsd(r.monthlyPriceCents))).toEqual(['$4.99', '$7.99', '$12.99', '$19.99']);
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(150_000)).toBe('$1,500.00');
  });
});

describe('EV Editor Policy', () => {
  it("states the policy's rule and its three conditions", () => {
    expect(EV_EDITOR_POLICY.summary).toBe(
      "EV editing applies to the player's own Pokémon only; a policy violation means immediate removal of EV editor access with no refund.",
    );
    expect(EV_EDITOR_POLICY.rules.map((r) => r.split(':')[0])).toEqual([
      'Own species only',
      'Not tradable',
      "No converting others'",
    ]);
  });
});
