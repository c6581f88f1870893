import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

const DAY = 86_400_000;

/** The rating order (ratings/rating-history.ts: rated_seq, then time, then id), newest first. */
export const NEWEST_RATED_FIRST = sql`coalesce(matches.rated_seq, 0) desc, coalesce(matches.ended_at, matches.started_at) desc, matches.id desc`;

/**
 * A trainer's rating over time, from the stored changes (matches.leader_delta / challenger_delta): walking back from
 * today's rating through every rated match, newest first. The chart keeps the points since `windowStart`; the peak
 * is over the whole history.
 */
export async function ratingHistory(db: Tx, uuid: string, rating: number, windowStart: Date) {
  const { rows } = await db.execute<{ delta: number | null; at: Date | string }>(sql`
    select case when leader_uuid = ${uuid}::uuid then leader_delta else challenger_delta end as delta,
      coalesce(ended_at, started_at) as at
    from matches
    where (leader_uuid = ${uuid}::uuid or challenger_uuid = ${uuid}::uuid)
      and result in ('leader_won', 'challenger_won')
    order by ${NEWEST_RATED_FIRST}`);
  const history: { at: string; rating: number }[] = [];
  let after = rating;
  let peak = rating;
  let opening = rating;
  for (const r of rows) {
    const at = new Date(r.at);
    if (at >= windowStart) {
      history.push({ at: at.toISOString(), rating: after });
      opening = after - (r.delta ?? 0);
    }
    peak = Math.max(peak, after);
    after -= r.delta ?? 0;
  }
  history.reverse();
  return { history, historyFrom: { at: windowStart.toISOString(), rating: opening }, peak };
}

/** Where the chart's stored points start: 90 days ago or the season's start, the earlier. */
export const windowStartOf = (seasonStart: Date, now: number) =>
  new Date(Math.min(seasonStart.getTime(), now - 90 * DAY));
