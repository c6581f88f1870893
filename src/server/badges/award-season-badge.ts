import { sql } from 'drizzle-orm';
import type { MinecraftPlayer } from '../../domain/game/common.ts';
import { capitalize, type Element } from '../../domain/shared/elements.ts';
import type { Tx } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { notifyBadge } from '../notifications/events.ts';
import { upsertMinecraftAccounts } from '../players/minecraft-accounts.ts';
import { seasonOrCurrent } from '../seasons/current-season.ts';

export interface SeasonBadge {
  season: number;
  element: Element;
  gymLeaderId: string | null;
  awardedAt: Date;
  /** True when the player already held it: nothing changed. */
  alreadyHeld: boolean;
}

/**
 * Awards a gym's season badge once (in the current season unless one is named): the one badge path for
 * the game server's award and a gym leader's award from the dashboard. Call it in a transaction.
 */
export async function awardSeasonBadge(
  tx: Tx,
  input: { player: MinecraftPlayer; gym: { id: string | null; element: Element }; season?: number },
): Promise<SeasonBadge> {
  const { number: season, name, elements } = await seasonOrCurrent(tx, input.season);
  await upsertMinecraftAccounts(tx, [input.player]);
  const { gym } = input;
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
  if ((inserted.rowCount ?? 0) > 0) await notifyBadge(tx, input.player.uuid, { season, element: gym.element });
  return {
    season,
    element: gym.element,
    gymLeaderId: row.gym_leader_id,
    awardedAt: new Date(row.awarded_at),
    alreadyHeld: (inserted.rowCount ?? 0) === 0,
  };
}
