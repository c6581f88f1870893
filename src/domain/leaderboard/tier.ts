// Tier by ladder rank: Champion at rank 1, then by the share of the ladder at or above the rank. Pure.

export const TIERS = ['Champion', 'Elite', 'Ace', 'Trainer', 'Apprentice', 'Beginner'] as const;
export type Tier = (typeof TIERS)[number];

/**
 * The share of the ladder (in whole percent, counted from the top) up to which each tier reaches.
 * "Top 15%" means rank / total <= 0.15: with 100 players, ranks 1-15 are Elite (rank 1 is Champion).
 */
export const TIER_CUTOFFS: readonly { tier: Tier; upToPercent: number }[] = [
  { tier: 'Elite', upToPercent: 15 },
  { tier: 'Ace', upToPercent: 35 },
  { tier: 'Trainer', upToPercent: 65 },
  { tier: 'Apprentice', upToPercent: 85 },
];

/** Beginner with nobody ranked; Champion at rank 1; then by the share of players at or above this rank. */
export function tierForRank(rank: number, totalPlayers: number): Tier {
  if (totalPlayers <= 0) return 'Beginner';
  if (rank === 1) return 'Champion';
  // Whole-number arithmetic, so 15 of 100 is exactly on the boundary (no floating-point drift).
  for (const { tier, upToPercent } of TIER_CUTOFFS) {
    if (rank * 100 <= upToPercent * totalPlayers) return tier;
  }
  return 'Beginner';
}
