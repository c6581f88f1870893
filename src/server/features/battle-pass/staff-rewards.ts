import { sql } from 'drizzle-orm';
import type { BattlePassReward, BattlePassTrack } from '../../../domain/battle-pass/rewards.ts';
import type { StaffBattlePass } from '../../../domain/battle-pass/schemas.ts';
import type { Database, Tx } from '../../db/client.ts';
import { battlePassRewards } from '../../db/schema/index.ts';
import { currentSeason } from '../../seasons/current-season.ts';
import { recordAudit } from '../../staff/audit.ts';
import { seasonRewards } from './season-rewards.ts';

/** The current season's pass for staff: every reward, and which ones they changed from the league's table. */
export async function staffPass(db: Tx): Promise<StaffBattlePass> {
  const season = await currentSeason(db);
  const { levels, edited } = await seasonRewards(db, season.number);
  return {
    season: { number: season.number, name: season.name },
    levels: levels.map((l) => ({ ...l, edited: edited.get(l.level) ?? [] })),
  };
}

/** Sets one reward of the current season's pass; claims made before keep the reward they got. Audited. */
export async function editReward(
  db: Database,
  actor: { id: string },
  target: { level: number; track: BattlePassTrack },
  reward: BattlePassReward,
): Promise<StaffBattlePass> {
  return db.transaction(async (tx) => {
    const season = await currentSeason(tx);
    const before = (await seasonRewards(tx, season.number)).levels[target.level - 1]![target.track];
    await tx
      .insert(battlePassRewards)
      .values({ season: season.number, ...target, reward, updatedBy: actor.id })
      .onConflictDoUpdate({
        target: [battlePassRewards.season, battlePassRewards.level, battlePassRewards.track],
        set: { reward, updatedBy: actor.id, updatedAt: sql`now()` },
      });
    await recordAudit(tx, {
      actor,
      action: 'battle_pass.reward.edit',
      target: { table: 'battle_pass_rewards', id: `${season.number}:${target.level}:${target.track}` },
      before,
      after: reward,
    });
    return staffPass(tx);
  });
}
