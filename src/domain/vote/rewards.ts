import { formatTenths } from '../shared/numbers.ts';
/** Vote rewards: the crate reward chances and the vote party shown on the vote page. */

export interface CrateReward {
  reward: string;
  /** As the vote page shows it, in percent. */
  chancePercent: number;
}

/**
 * The vote crate's rewards and chances exactly as the vote page states them. They add up to 111.8%,
 * not 100%: the figures are shown as given rather than rescaled, until staff confirm the real
 * weights of the in-game crate.
 */
export const VOTE_CRATE_REWARDS: readonly CrateReward[] = [
  { reward: '$1,500 in-game currency', chancePercent: 22 },
  { reward: 'Quick Ball x16', chancePercent: 18 },
  { reward: 'Medium EXP Candy x3', chancePercent: 16 },
  { reward: 'Netherite Ingot x1', chancePercent: 12 },
  { reward: 'Timer Ball x6', chancePercent: 12 },
  { reward: 'Rare Candy x3', chancePercent: 12 },
  { reward: 'Everstone x1', chancePercent: 10 },
  { reward: '$5,000 in-game currency', chancePercent: 4 },
  { reward: 'Higher-tier chest key', chancePercent: 3 },
  { reward: 'Extra vote key', chancePercent: 1.8 },
  { reward: 'Random crate key', chancePercent: 1 },
];

/** Sum of the listed chances, computed in tenths of a percent so 1.8 adds exactly. */
export function totalChancePercent(rewards: readonly CrateReward[] = VOTE_CRATE_REWARDS): number {
  return rewards.reduce((tenths, r) => tenths + Math.round(r.chancePercent * 10), 0) / 10;
}

/** "22%", "1.8%". */
export function formatChance(percent: number): string {
  return `${formatTenths(percent)}%`;
}

/** The vote party: when the server's votes reach the goal, everyone online gets the boost. */
export const VOTE_PARTY = {
  votesNeeded: 500,
  shinyBoostMinutes: 30,
  shinyBoostMultiplier: 25,
} as const;
