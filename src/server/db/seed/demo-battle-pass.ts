import { LEAGUE_REWARDS } from '../../../domain/battle-pass/league-rewards.ts';
import type { Tx } from '../client.ts';
import { battlePassRewards } from '../schema/index.ts';

/** Season 1's battle pass as rows: the league's reward table, which staff then edit at /staff/battle-pass. */
export async function seedDemoBattlePass(db: Tx, season = 1) {
  await db
    .insert(battlePassRewards)
    .values(
      LEAGUE_REWARDS.flatMap((l) => [
        { season, level: l.level, track: 'free' as const, reward: l.free },
        { season, level: l.level, track: 'premium' as const, reward: l.premium },
      ]),
    )
    .onConflictDoNothing();
}
