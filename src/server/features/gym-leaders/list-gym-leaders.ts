import { asc, eq } from 'drizzle-orm';
import { ELEMENTS } from '../../../domain/shared/elements.ts';
import { gymLeaders, minecraftAccounts } from '../../db/schema/index.ts';
import { gymLeaderSummary } from '../../db/selections.ts';
import type { Deps } from '../../http/context.ts';
import { dependsOn } from '../../cache/hot-cache.ts';

export const GYM_LEADER_TABLES = dependsOn('gym_leaders', 'minecraft_accounts');

/** Every gym leader by display name, with the Minecraft name of the account linked to the leader's site account. */
export async function listGymLeaders(deps: Pick<Deps, 'db'>) {
  const rows = await deps.db
    .select({
      ...gymLeaderSummary,
      lastActiveAt: gymLeaders.lastActiveAt,
      nextAvailableAt: gymLeaders.nextAvailableAt,
      minecraftName: minecraftAccounts.name,
    })
    .from(gymLeaders)
    .leftJoin(minecraftAccounts, eq(minecraftAccounts.userId, gymLeaders.userId))
    // A replaced leader stays in the table for its battles and earnings, but not in the directory.
    .where(eq(gymLeaders.active, true))
    .orderBy(asc(gymLeaders.displayName), asc(gymLeaders.id));
  const leaders = rows.map((r) => ({
    ...r,
    lastActiveAt: r.lastActiveAt?.toISOString() ?? null,
    nextAvailableAt: r.nextAvailableAt?.toISOString() ?? null,
  }));
  const taken = new Set(leaders.map((l) => l.element));
  return {
    leaders,
    /** The elements with no gym leader yet: the open positions, in the order of the 18 elements. */
    openElements: ELEMENTS.filter((e) => !taken.has(e)),
  };
}
