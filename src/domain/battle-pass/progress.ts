import { BATTLE_PASS_LEVELS, type BattlePassTrack } from './rewards.ts';

// How battles move a player through the pass (docs/product.md, "Battle pass"): every rated battle the player
// finished since the season started counts, ladder or gym, reported by the game server or confirmed on the
// site; a voided one does not.

export const XP_PER_WIN = 100;
export const XP_PER_LOSS = 40;
export const XP_PER_LEVEL = 100;
export const MAX_XP = BATTLE_PASS_LEVELS * XP_PER_LEVEL;

export const xpFromBattles = (b: { wins: number; losses: number }) => b.wins * XP_PER_WIN + b.losses * XP_PER_LOSS;

/** The level reached with this much XP: level n needs n × 100 XP; 30 is the top. */
export const levelFor = (xp: number) => Math.min(BATTLE_PASS_LEVELS, Math.floor(Math.max(0, xp) / XP_PER_LEVEL));

export const xpForLevel = (level: number) => level * XP_PER_LEVEL;

/** What a premium track holder has it from; null: the free track only. */
export const PREMIUM_SOURCES = ['purchase', 'master', 'champion'] as const;
export type PremiumSource = (typeof PREMIUM_SOURCES)[number];

export const REWARD_STATES = ['claimed', 'claimable', 'level_locked', 'premium_locked'] as const;
export type RewardState = (typeof REWARD_STATES)[number];

/** Whether a player may claim a reward now: the server decides this, the page only shows it. */
export function rewardState(
  reward: { level: number; track: BattlePassTrack },
  player: { level: number; premium: boolean; claimed: ReadonlySet<string> },
): RewardState {
  if (player.claimed.has(claimKey(reward.level, reward.track))) return 'claimed';
  if (reward.track === 'premium' && !player.premium) return 'premium_locked';
  if (reward.level > player.level) return 'level_locked';
  return 'claimable';
}

export const claimKey = (level: number, track: BattlePassTrack) => `${level}:${track}`;
