import { asc, eq } from 'drizzle-orm';
import { sortLeadersByWinRate } from '../../../domain/shared/win-rate.ts';
import { gymLeaders } from '../../db/schema/index.ts';
import { gymLeaderSummary } from '../../db/selections.ts';
import type { Deps } from '../../http/context.ts';
import { ratedPlayerCount, topPlayers } from './ladder.ts';
import { dependsOn } from '../../cache/hot-cache.ts';

/** The trainers tab lists this many players; a ladder can be far longer than a page can show. */
export const LEADERBOARD_TRAINERS = 100;

export const LEADERBOARD_TABLES = dependsOn('elo_ratings', 'minecraft_accounts', 'gym_leaders');

/** Both tabs of the leaderboards page in one answer. */
export async function loadLeaderboard(deps: Pick<Deps, 'db' | 'feed'>) {
  const total = await ratedPlayerCount(deps);
  const [players, leaders] = await Promise.all([
    topPlayers(deps.db, LEADERBOARD_TRAINERS, total),
    // A replaced leader keeps its battles and earnings but is no longer ranked among the gym leaders.
    deps.db
      .select(gymLeaderSummary)
      .from(gymLeaders)
      .where(eq(gymLeaders.active, true))
      .orderBy(asc(gymLeaders.displayName)),
  ]);
  return { trainers: { totalPlayers: total, players }, gymLeaders: sortLeadersByWinRate(leaders) };
}
