import { z } from 'zod';
import { minecraftUuid } from '../game/common.ts';
import { minecraftNameSearch } from '../game/minecraft-name.ts';
import { ELEMENTS } from '../shared/elements.ts';
import { BATTLE_FORMATS } from './schemas.ts';

// Staff side of battles recorded on the site: disputes to resolve, and badges to revoke.

export const RESOLUTIONS = ['reporter_won', 'opponent_won', 'void'] as const;
export type Resolution = (typeof RESOLUTIONS)[number];

export const resolveDisputeRequest = z
  .object({ resolution: z.enum(RESOLUTIONS, { error: 'Choose a result or void.' }) })
  .meta({ id: 'ResolveBattleDispute' });

const account = z.object({ uuid: z.string(), name: z.string(), userId: z.string(), userName: z.string() });

export const battleDispute = z
  .object({
    id: z.string(),
    format: z.enum(BATTLE_FORMATS),
    reporter: account,
    opponent: account,
    winnerUuid: z.string(),
    reason: z.string().nullable(),
    createdAt: z.string(),
    disputedAt: z.string().nullable(),
  })
  .meta({ id: 'BattleDispute' });
export type BattleDispute = z.infer<typeof battleDispute>;
export const battleDisputes = z.object({ items: z.array(battleDispute) }).meta({ id: 'BattleDisputes' });

export const badgeSearch = z.object({ player: minecraftNameSearch.optional() });
export const heldBadge = z
  .object({
    season: z.number().int(),
    playerUuid: z.string(),
    playerName: z.string(),
    element: z.enum(ELEMENTS),
    leaderName: z.string().nullable(),
    awardedAt: z.string(),
  })
  .meta({ id: 'HeldBadge' });
export type HeldBadge = z.infer<typeof heldBadge>;
export const heldBadges = z.object({ items: z.array(heldBadge) }).meta({ id: 'HeldBadges' });

export const revokeBadgeRequest = z
  .object({ season: z.number().int().min(1).max(1000), playerUuid: minecraftUuid, element: z.enum(ELEMENTS) })
  .meta({ id: 'RevokeBadge' });

export const STAFF_BATTLE_TEXTS = {
  title: 'Battle disputes and badges',
  description: 'Results players disputed, and season badges held. Every action is audited.',
  disputesHeading: 'Disputed battles',
  noDisputes: 'No disputed battles.',
  reporterWon: 'Confirm: reporter won',
  opponentWon: 'Confirm: opponent won',
  void: 'Void',
  resolved: 'Dispute resolved.',
  badgesHeading: 'Badges',
  badgeSearchLabel: 'Player (Minecraft name)',
  noBadges: 'No badges found.',
  revoke: 'Revoke',
  revoked: 'Badge revoked.',
  notDisputed: 'This battle is not disputed any more.',
  noBadge: 'That player does not hold that badge.',
} as const;
