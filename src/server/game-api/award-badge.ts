import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { badgeAwardRequest, badgeAwardResponse } from '../../domain/game/badges.ts';
import { badgeName } from '../../domain/shared/elements.ts';
import type { Database } from '../db/client.ts';
import { upsertMinecraftAccounts } from '../players/minecraft-accounts.ts';
import { resolveGym } from './resolve-gym.ts';

/** Awards a season badge once; awarding it again changes nothing and says so. */
export async function awardBadge(
  db: Database,
  input: z.infer<typeof badgeAwardRequest>,
): Promise<z.infer<typeof badgeAwardResponse>> {
  return db.transaction(async (tx) => {
    await upsertMinecraftAccounts(tx, [input.player]);
    // The badge belongs to the element; the leader is recorded when the gym names exactly one.
    const gym = await resolveGym(tx, input.gym, { optional: true });
    const inserted = await tx.execute(sql`
      insert into badge_awards (season, player_uuid, element, gym_leader_id)
      values (${input.season}, ${input.player.uuid}, ${gym.element}, ${gym.id})
      on conflict do nothing`);
    const { rows } = await tx.execute<{ gym_leader_id: string | null; awarded_at: Date }>(sql`
      select gym_leader_id, awarded_at from badge_awards
      where season = ${input.season} and player_uuid = ${input.player.uuid} and element = ${gym.element}`);
    const row = rows[0]!;
    return {
      season: input.season,
      uuid: input.player.uuid,
      element: gym.element,
      badge_name: badgeName(gym.element),
      gym_leader_id: row.gym_leader_id,
      awarded_at: new Date(row.awarded_at).toISOString(),
      already_held: (inserted.rowCount ?? 0) === 0,
    };
  });
}
