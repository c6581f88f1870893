import { eq } from 'drizzle-orm';
import { LEAGUE_REWARDS } from '../../../domain/battle-pass/league-rewards.ts';
import type { BattlePassLevel, BattlePassTrack } from '../../../domain/battle-pass/rewards.ts';
import type { Tx } from '../../db/client.ts';
import { battlePassRewards } from '../../db/schema/index.ts';

/** A season's pass: the league's table with what staff changed for that season laid over it. */
export async function seasonRewards(db: Tx, season: number) {
  const rows = await db
    .select({ level: battlePassRewards.level, track: battlePassRewards.track, reward: battlePassRewards.reward })
    .from(battlePassRewards)
    .where(eq(battlePassRewards.season, season));
  const edited = new Map<number, BattlePassTrack[]>();
  const levels: BattlePassLevel[] = LEAGUE_REWARDS.map((l) => ({ ...l }));
  for (const r of rows) {
    const level = levels[r.level - 1];
    if (!level) continue;
    level[r.track] = r.reward;
    edited.set(r.level, [...(edited.get(r.level) ?? []), r.track]);
  }
  return { levels, edited };
}
