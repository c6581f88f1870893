import { sql } from 'drizzle-orm';
import { rankFromHigherCount } from '../../../domain/leaderboard/ranking.ts';
import { tierForRank } from '../../../domain/leaderboard/tier.ts';
import type { Deps } from '../../http/context.ts';
import { freshHistogram, playersAbove, ratedPlayerCount } from './ladder.ts';

export type OwnRank =
  | { status: 'unlinked' }
  | { status: 'unrated'; minecraftName: string }
  | {
      status: 'rated';
      uuid: string;
      minecraftName: string;
      rank: number;
      tier: ReturnType<typeof tierForRank>;
      totalPlayers: number;
      rating: number;
      wins: number;
      losses: number;
      streak: number;
    };

interface Row extends Record<string, unknown> {
  uuid: string;
  name: string;
  rating: number | null;
  wins: number | null;
  losses: number | null;
  streak: number | null;
  higher: string | number | null;
}

/**
 * The signed-in user's place on the ladder, in one query: their linked Minecraft account, its rating and
 * the number of players rated higher (count over the rating index). While no rating has changed since the
 * in-process histogram was built, the count comes from the histogram instead, which is instant on any ladder.
 */
export async function findOwnRank(
  deps: Pick<Deps, 'db' | 'feed' | 'log'>,
  userId: string,
): Promise<{ rank: OwnRank; source: 'histogram' | 'count' }> {
  const histogram = freshHistogram(deps);
  const higher = histogram
    ? sql`null::bigint`
    : sql`case when r.rating is null then null else (select count(*) from elo_ratings h where h.rating > r.rating) end`;
  const [[row], total] = await Promise.all([
    deps.db
      .execute<Row>(
        sql`select m.uuid, m.name, r.rating, r.wins, r.losses, r.streak, ${higher} as higher
            from minecraft_accounts m left join elo_ratings r on r.player_uuid = m.uuid
            where m.user_id = ${userId}
            limit 1`,
      )
      .then((res) => res.rows),
    histogram ? histogram.total : ratedPlayerCount(deps),
  ]);
  const source = histogram ? 'histogram' : 'count';
  if (!row) return { rank: { status: 'unlinked' }, source };
  if (row.rating === null) return { rank: { status: 'unrated', minecraftName: row.name }, source };
  const rank = rankFromHigherCount(histogram ? playersAbove(histogram, row.rating) : Number(row.higher));
  const own: OwnRank = {
    status: 'rated',
    uuid: row.uuid,
    minecraftName: row.name,
    rank,
    tier: tierForRank(rank, total),
    totalPlayers: total,
    rating: row.rating,
    wins: row.wins ?? 0,
    losses: row.losses ?? 0,
    streak: row.streak ?? 0,
  };
  return { rank: own, source };
}
