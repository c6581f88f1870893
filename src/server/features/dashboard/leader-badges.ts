import { sql } from 'drizzle-orm';
import type { LeaderBadges } from '../../../domain/battle-reports/leader-badges.ts';
import { LEADER_BADGE_TEXTS as T } from '../../../domain/battle-reports/leader-badges.ts';
import { badgeName } from '../../../domain/shared/elements.ts';
import { awardSeasonBadge } from '../../badges/award-season-badge.ts';
import type { Database, Tx } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { currentSeason } from '../../seasons/current-season.ts';
import { ownLeader } from './own-dashboard.ts';

/** Challengers who beat this leader in a gym battle of the current season: the latest win of each. */
async function beatenBy(tx: Tx, leaderId: string, season: number, element: string, player?: string) {
  const { rows } = await tx.execute<{ uuid: string; name: string; won_at: Date; holds: boolean }>(sql`
    select distinct on (m.challenger_uuid) m.challenger_uuid as uuid, a.name, m.ended_at as won_at,
      exists (select 1 from badge_awards b
              where b.season = ${season} and b.player_uuid = m.challenger_uuid and b.element = ${element}) as holds
    from matches m
    join minecraft_accounts a on a.uuid = m.challenger_uuid
    join seasons s on s.number = ${season}
    where m.kind = 'gym' and m.gym_leader_id = ${leaderId} and m.result = 'challenger_won'
      and m.ended_at >= s.started_at
      ${player ? sql`and m.challenger_uuid = ${player}::uuid` : sql``}
    order by m.challenger_uuid, m.ended_at desc`);
  return rows;
}

/** The signed-in leader's badge panel. */
export async function leaderBadges(db: Database, userId: string): Promise<LeaderBadges> {
  const leader = await ownLeader(db, userId);
  const season = await currentSeason(db);
  const rows = await beatenBy(db, leader.id, season.number, leader.element);
  return {
    badgeName: badgeName(leader.element),
    season: season.number,
    candidates: rows
      .map((r) => ({ uuid: r.uuid, name: r.name, wonAt: new Date(r.won_at).toISOString(), holdsBadge: r.holds }))
      .sort((a, b) => (a.wonAt < b.wonAt ? 1 : -1)),
  };
}

/**
 * The leader awards their badge to a challenger who beat them in a gym battle this season, through the
 * same badge code as the game server's award. A second award is refused.
 */
export async function awardLeaderBadge(db: Database, userId: string, playerUuid: string): Promise<void> {
  await db.transaction(async (tx) => {
    const leader = await ownLeader(tx, userId);
    const season = await currentSeason(tx);
    const [won] = await beatenBy(tx, leader.id, season.number, leader.element, playerUuid);
    if (!won) throw AppError.forbidden(T.notBeaten);
    const badge = await awardSeasonBadge(tx, {
      player: { uuid: won.uuid, name: won.name },
      gym: { id: leader.id, element: leader.element },
      season: season.number,
    });
    if (badge.alreadyHeld) throw AppError.conflict(T.alreadyHeld);
  });
}
