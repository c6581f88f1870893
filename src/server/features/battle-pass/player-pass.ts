import { sql } from 'drizzle-orm';
import { levelFor, xpFromBattles, type PremiumSource } from '../../../domain/battle-pass/progress.ts';
import type { BattlePassTrack } from '../../../domain/battle-pass/rewards.ts';
import type { Tx } from '../../db/client.ts';
import { heldRanks } from '../../shop/held-ranks.ts';

// Where a player stands in a season's pass. XP comes from the one record of a finished battle, the
// matches table: the game server's reports and the battles confirmed on the site both end there
// (src/server/ratings/rate-finished-match.ts); a voided match counts for nothing.

export async function battleRecord(db: Tx, uuid: string, season: number) {
  const { rows } = await db.execute<{ wins: number; losses: number }>(sql`
    select
      count(*) filter (where (result = 'leader_won') = (leader_uuid = ${uuid}::uuid))::int as wins,
      count(*) filter (where (result = 'leader_won') <> (leader_uuid = ${uuid}::uuid))::int as losses
    from matches
    where (leader_uuid = ${uuid}::uuid or challenger_uuid = ${uuid}::uuid)
      and result in ('leader_won', 'challenger_won')
      and coalesce(ended_at, started_at) >= (select started_at from seasons where number = ${season})`);
  const record = rows[0] ?? { wins: 0, losses: 0 };
  const xp = xpFromBattles(record);
  return { ...record, xp, level: levelFor(xp) };
}

/**
 * Whether the player has the premium track this season, and from what: the Premium Battle Pass bought for
 * this season (paid, not refunded or disputed), the Master rank held now, or the season's Champion title.
 */
export async function premiumSource(db: Tx, uuid: string, season: number): Promise<PremiumSource | null> {
  const { rows } = await db.execute<{ purchase: boolean; champion: boolean }>(sql`
    select
      exists (
        select 1 from delivery_actions d join purchases p on p.id = d.purchase_id
        where d.kind = 'battle_pass' and d.player_uuid = ${uuid}::uuid and d.status <> 'cancelled'
          and d.payload->>'season' = ${String(season)} and p.status = 'completed' and p.disputed_at is null
      ) as purchase,
      exists (select 1 from season_champions where season = ${season} and player_uuid = ${uuid}::uuid) as champion`);
  if (rows[0]?.purchase) return 'purchase';
  if ((await heldRanks(db, uuid)).includes('master')) return 'master';
  return rows[0]?.champion ? 'champion' : null;
}

export async function claimedRewards(db: Tx, uuid: string, season: number) {
  const { rows } = await db.execute<{ level: number; track: BattlePassTrack }>(sql`
    select level, track from battle_pass_claims where season = ${season} and player_uuid = ${uuid}::uuid`);
  return rows;
}
