import { count, desc, eq, asc } from 'drizzle-orm';
import { rankSorted } from '../../../domain/leaderboard/ranking.ts';
import { tierForRank } from '../../../domain/leaderboard/tier.ts';
import { hotCacheOf, type CacheDependency } from '../../cache/hot-cache.ts';
import type { Tx } from '../../db/client.ts';
import { eloRatings, minecraftAccounts } from '../../db/schema/index.ts';
import type { Deps } from '../../http/context.ts';

// Ladder figures shared by the home page, the leaderboards page and the own-rank lookup.

export const RATING_TABLES: readonly CacheDependency[] = [{ table: 'elo_ratings' }, { table: 'minecraft_accounts' }];
/** A rating update moves players but does not change how many there are. */
const PLAYER_COUNT_CHANGES: readonly CacheDependency[] = [{ table: 'elo_ratings', ops: ['INSERT', 'DELETE'] }];

/** How many players have a rating; cached, since counting a large ladder takes a while. */
export function ratedPlayerCount(deps: Pick<Deps, 'db' | 'feed'>): Promise<number> {
  return hotCacheOf(deps).get('ladder:total', PLAYER_COUNT_CHANGES, async () => {
    const [row] = await deps.db.select({ n: count() }).from(eloRatings);
    return row?.n ?? 0;
  });
}

/** The best `limit` players in the ladder order: rating, then wins, then the account (an index, decision 026). */
export async function topPlayers(db: Tx, limit: number, total: number) {
  const rows = await db
    .select({
      uuid: eloRatings.playerUuid,
      name: minecraftAccounts.name,
      rating: eloRatings.rating,
      wins: eloRatings.wins,
      losses: eloRatings.losses,
      streak: eloRatings.streak,
    })
    .from(eloRatings)
    .innerJoin(minecraftAccounts, eq(minecraftAccounts.uuid, eloRatings.playerUuid))
    .orderBy(desc(eloRatings.rating), desc(eloRatings.wins), asc(eloRatings.playerUuid))
    .limit(limit);
  return rankSorted(rows).map((r) => ({ ...r, tier: tierForRank(r.rank, total) }));
}

/** How many players have each rating, highest rating first, with running totals: rank lookups without counting. */
export interface RatingHistogram {
  ratings: number[];
  /** playersAtOrAbove[i] = players rated ratings[i] or higher. */
  playersAtOrAbove: number[];
  total: number;
}

async function loadHistogram(db: Tx): Promise<RatingHistogram> {
  const rows = await db
    .select({ rating: eloRatings.rating, n: count() })
    .from(eloRatings)
    .groupBy(eloRatings.rating)
    .orderBy(desc(eloRatings.rating));
  let total = 0;
  const playersAtOrAbove = rows.map((r) => (total += r.n));
  return { ratings: rows.map((r) => r.rating), playersAtOrAbove, total };
}

/** Players rated strictly higher than `rating`. */
export function playersAbove(h: RatingHistogram, rating: number): number {
  // Binary search for the last rating strictly higher than `rating` (ratings are in descending order).
  let lo = 0;
  let hi = h.ratings.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (h.ratings[mid]! > rating) lo = mid + 1;
    else hi = mid;
  }
  return lo === 0 ? 0 : h.playersAtOrAbove[lo - 1]!;
}

/** Building the histogram reads every rating; on a busy ladder do it at most this often. */
const HISTOGRAM_MIN_INTERVAL_MS = 2_000;

/**
 * The histogram if no rating changed since it was built, else undefined (a rebuild starts in the
 * background) and the caller counts in the database instead, which is always exact.
 */
export function freshHistogram(deps: Pick<Deps, 'db' | 'feed' | 'log'>): RatingHistogram | undefined {
  return hotCacheOf(deps).peek(
    'ladder:histogram',
    [{ table: 'elo_ratings' }],
    () => loadHistogram(deps.db),
    HISTOGRAM_MIN_INTERVAL_MS,
    (err) => deps.log.warn({ err }, 'rating histogram rebuild failed'),
  );
}
