import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { badgeAwardRequest, badgeAwardResponse } from '../../domain/game/badges.ts';
import { badgeName, capitalize } from '../../domain/shared/elements.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { upsertMinecraftAccounts } from '../players/minecraft-accounts.ts';
import { seasonOrCurrent } from '../seasons/current-season.ts';
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
    const { number: season, name, elements } = await seasonOrCurrent(tx, input.season);
    await upsertMinecraftAccounts(tx, [input.player]);
    // The badge belongs to the element; the leader is recorded when the gym names exactly one.
    const gym = await resolveGym(tx, input.gym, { optional: true });
    // A season has nine gyms: a badge of any other element would count past nine.
    if (!elements.includes(gym.element)) {
      throw AppError.conflict(`${name} has no ${capitalize(gym.element)} gym: its gyms are ${elements.join(', ')}.`);
    }
    const inserted = await tx.execute(sql`
      insert into badge_awards (season, player_uuid, element, gym_leader_id)
      values (${season}, ${input.player.uuid}, ${gym.element}, ${gym.id})
      on conflict do nothing`);
    const { rows } = await tx.execute<{ gym_leader_id: string | null; awarded_at: Date }>(sql`
      select gym_leader_id, awarded_at from badge_awards
      where season = ${season} and player_uuid = ${input.player.uuid} and element = ${gym.element}`);
    const row = rows[0]!;
    return {
      season,
      uuid: input.player.uuid,
      element: gym.element,
      badge_name: badgeName(gym.element),
      gym_leader_id: row.gym_leader_id,
      awarded_at: new Date(row.awarded_at).toISOString(),
      already_held: (inserted.rowCount ?? 0) === 0,
    };
  });
}
