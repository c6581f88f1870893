import type { z } from 'zod';
import type { badgeAwardRequest, badgeAwardResponse } from '../../domain/game/badges.ts';
import { badgeName } from '../../domain/shared/elements.ts';
import { awardSeasonBadge } from '../badges/award-season-badge.ts';
import type { Database } from '../db/client.ts';
import { resolveGym } from './resolve-gym.ts';

/**
 * Awards a season badge once (in the current season unless the game server names one); awarding it
 * again changes nothing and says so.
 */
export async function awardBadge(
  db: Database,
  input: z.infer<typeof badgeAwardRequest>,
): Promise<z.infer<typeof badgeAwardResponse>> {
  return db.transaction(async (tx) => {
    // The badge belongs to the element; the leader is recorded when the gym names exactly one.
    const gym = await resolveGym(tx, input.gym, { optional: true });
    const badge = await awardSeasonBadge(tx, { player: input.player, gym, season: input.season });
    return {
      season: badge.season,
      uuid: input.player.uuid,
      element: badge.element,
      badge_name: badgeName(badge.element),
      gym_leader_id: badge.gymLeaderId,
      awarded_at: badge.awardedAt.toISOString(),
      already_held: badge.alreadyHeld,
    };
  });
}
