import { z } from 'zod';
import { minecraftUuid } from '../game/common.ts';

// The gym leader dashboard's badge panel: challengers who beat the leader in a gym battle this
// season, and whether each already holds the leader's badge.

export const badgeCandidate = z
  .object({
    uuid: z.string(),
    name: z.string(),
    wonAt: z.string(),
    holdsBadge: z.boolean(),
  })
  .meta({ id: 'BadgeCandidate' });
export type BadgeCandidate = z.infer<typeof badgeCandidate>;

export const leaderBadges = z
  .object({ badgeName: z.string(), season: z.number().int(), candidates: z.array(badgeCandidate) })
  .meta({ id: 'LeaderBadges' });
export type LeaderBadges = z.infer<typeof leaderBadges>;

export const awardLeaderBadgeRequest = z.object({ playerUuid: minecraftUuid }).meta({ id: 'AwardLeaderBadge' });

export const LEADER_BADGE_TEXTS = {
  heading: 'Award your badge',
  lead: 'Challengers who beat you in a gym battle this season.',
  empty: 'No challenger has beaten you in a gym battle this season yet.',
  loadFailed: 'Could not load your challengers.',
  award: 'Award badge',
  held: 'Badge held',
  awarded: 'Badge awarded.',
  notBeaten: 'Only a challenger who beat you in a gym battle this season can get your badge.',
  alreadyHeld: 'This player already holds your badge.',
} as const;
