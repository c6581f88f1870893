import { count, desc, sql } from 'drizzle-orm';
import { rankFromHigherCount } from '../../../domain/leaderboard/ranking.ts';
import { tierForRank } from '../../../domain/leaderboard/tier.ts';
import { hotCacheOf } from '../../cache/hot-cache.ts';
import { eloRatings } from '../../db/schema/index.ts';
import type { Deps } from '../../http/context.ts';

/** Ratings highest first, each with the players rated at it or higher (about a thousand rows on any ladder). */
interface Histogram {
  ratings: number[];
  atOrAbove: number[];
}

async function loadHistogram(deps: Pick<Deps, 'db'>): Promise<Histogram> {
  const rows = await deps.db
    .select({ rating: eloRatings.rating, n: count() })
    .from(eloRatings)
    .groupBy(eloRatings.rating)
    .orderBy(desc(eloRatings.rating));
  let total = 0;
  return { ratings: rows.map((r) => r.rating), atOrAbove: rows.map((r) => (total += r.n)) };
}

function above(h: Histogram, rating: number): number {
  let [lo, hi] = [0, h.ratings.length];
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (h.ratings[mid]! > rating) lo = mid + 1;
    else hi = mid;
  }
  return lo === 0 ? 0 : h.atOrAbove[lo - 1]!;
}

/** Building the histogram reads every rating; on a busy ladder at most this often. */
const REBUILD_MIN_INTERVAL_MS = 2_000;

/**
 * A rating's exact rank, tier and percentile, as the ladder ranks (decision 008): from the rating histogram while no
 * rating has changed since it was built (instant), else counted in the database while it is rebuilt in the background.
 */
export async function rankOfRating(deps: Pick<Deps, 'db' | 'feed' | 'log'>, rating: number) {
  const histogram = hotCacheOf(deps).peek(
    'trainers:histogram',
    [{ table: 'elo_ratings' }],
    () => loadHistogram(deps),
    REBUILD_MIN_INTERVAL_MS,
    (err) => deps.log.warn({ err }, 'rating histogram rebuild failed'),
  );
  let higher: number;
  let total: number;
  if (histogram) {
    higher = above(histogram, rating);
    total = histogram.atOrAbove.at(-1) ?? 0;
  } else {
    const { rows } = await deps.db.execute<{ higher: string; total: string }>(
      sql`select count(*) filter (where rating > ${rating}) as higher, count(*) as total from elo_ratings`,
    );
    [higher, total] = [Number(rows[0]!.higher), Number(rows[0]!.total)];
  }
  const rank = rankFromHigherCount(higher);
  // 'Top n%': the share of rated players ranked here or higher, to a tenth, never shown as 0.
  const percentile = total === 0 ? 100 : Math.max(0.1, Math.round((rank / total) * 1000) / 10);
  return { rank, tier: tierForRank(rank, total), totalPlayers: total, percentile };
}
