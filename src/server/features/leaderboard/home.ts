import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { eloRatings, gymLeaders, matches, minecraftAccounts } from '../../db/schema/index.ts';
import { challengerAccount, gymLeaderSummary, leaderAccount, matchSummary } from '../../db/selections.ts';
import type { Deps } from '../../http/context.ts';
import { ratedPlayerCount, topPlayers } from './ladder.ts';
import { dependsOn } from '../../cache/hot-cache.ts';

export const HOME_TOP_PLAYERS = 10;
export const RECENT_MATCHES = 10;

/** Every table the home page shows; a change to any of them refreshes the cached answer. */
export const HOME_TABLES = dependsOn('gym_leaders', 'matches', 'elo_ratings', 'minecraft_accounts');

/** Online gym leaders for the arena, with the rating of their linked Minecraft account; a replaced leader is not one. */
async function arenaLeaders(db: Tx) {
  return db
    .select({
      ...gymLeaderSummary,
      minecraftName: minecraftAccounts.name,
      rating: eloRatings.rating,
    })
    .from(gymLeaders)
    .leftJoin(minecraftAccounts, eq(minecraftAccounts.userId, gymLeaders.userId))
    .leftJoin(eloRatings, eq(eloRatings.playerUuid, minecraftAccounts.uuid))
    .where(and(eq(gymLeaders.status, 'online'), eq(gymLeaders.active, true)))
    .orderBy(asc(gymLeaders.displayName), asc(gymLeaders.id));
}

/** The latest matches, unfinished ones first; voided matches did not happen as far as the ticker is concerned. */
async function recentMatches(db: Tx) {
  const rows = await db
    .select({
      ...matchSummary,
      leaderDelta: matches.leaderDelta,
      challengerDelta: matches.challengerDelta,
      gymName: gymLeaders.displayName,
      gymElement: gymLeaders.element,
    })
    .from(matches)
    .leftJoin(gymLeaders, eq(gymLeaders.id, matches.gymLeaderId))
    .innerJoin(leaderAccount, eq(leaderAccount.uuid, matches.leaderUuid))
    .innerJoin(challengerAccount, eq(challengerAccount.uuid, matches.challengerUuid))
    .where(ne(matches.result, 'voided'))
    .orderBy(sql`${matches.endedAt} desc nulls first`, sql`${matches.startedAt} desc nulls first`)
    .limit(RECENT_MATCHES);
  return rows.map(({ gymName, gymElement, startedAt, endedAt, ...m }) => ({
    ...m,
    result: m.result as 'in_progress' | 'leader_won' | 'challenger_won',
    gym: gymName && gymElement ? { name: gymName, element: gymElement } : null,
    startedAt: startedAt.toISOString(),
    endedAt: endedAt?.toISOString() ?? null,
  }));
}

/** Everything public on the home page, in one answer. */
export async function loadHome(deps: Pick<Deps, 'db' | 'feed'>) {
  const total = await ratedPlayerCount(deps);
  const [leaders, recent, top] = await Promise.all([
    arenaLeaders(deps.db),
    recentMatches(deps.db),
    topPlayers(deps.db, HOME_TOP_PLAYERS, total),
  ]);
  return { arena: { leaders, recentMatches: recent }, leaderboard: { totalPlayers: total, players: top } };
}
