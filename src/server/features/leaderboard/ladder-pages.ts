import { sql, type SQL } from 'drizzle-orm';
import type { LadderPage, LadderPageQuery } from '../../../domain/leaderboard/ladder-pages.ts';
import { LADDER_PAGE_SIZE, ladderPages, rankFromHigherCount } from '../../../domain/leaderboard/ranking.ts';
import { tierForRank } from '../../../domain/leaderboard/tier.ts';
import type { Database } from '../../db/client.ts';

// Any page of the ladder, and the page of a player found by name, without walking the players above it
// (decision 026). ladder_rating_counts (kept by triggers on elo_ratings) says how many players hold each
// rating: the rating a page starts in and every rank on it come from there; the ladder order (rating, wins,
// account) is one index, so the position inside that rating and the page's rows are read from index entries,
// and only the page's rows are joined. Everything is read in one snapshot, so the ranks, the total and the rows
// agree with each other while ratings move.

interface Row extends Record<string, unknown> {
  total: string;
  off: string | null;
  found_uuid: string | null;
  found_name: string | null;
  uuid: string | null;
  name: string;
  rating: number;
  wins: number;
  losses: number;
  streak: number;
  above: string;
}

/** The ladder order: rating, then wins, then the account (the top 100 is sorted the same way), as its index. */
const LADDER_ORDER = sql`e.rating desc, e.wins desc, e.player_uuid asc`;

/**
 * One statement, so one snapshot: the ranks, the total and the rows agree while ratings move. `o` is a CTE of
 * one row: the 0-based position the page starts at (`off`), and the player a search found, if any.
 * c: players per rating with the players above it (about a thousand rows); f: the rating holding position
 * `off`; g, w: inside it, the wins value holding it and how many of that value to skip; p: the page's 100
 * accounts, read from the ladder index alone; then only those rows are read and joined to their names.
 */
const pageAt = (o: SQL) => sql`
  with o as (${o}),
  c as (
    select rating, players, sum(players) over (order by rating desc) - players as above
    from ladder_rating_counts where players > 0
  ),
  t as (select coalesce(sum(players), 0) as total from c),
  f as (select c.rating, c.above from c, o where c.above + c.players > o.off order by c.rating desc limit 1),
  g as (
    select wins, n, sum(n) over (order by wins desc) - n as before
    from (select wins, count(*) as n from elo_ratings where rating = (select rating from f) group by wins) x
  ),
  w as (
    select g.wins, o.off - f.above - g.before as skip from g, f, o
    where g.before + g.n > o.off - f.above order by g.wins desc limit 1
  ),
  p as (
    select e.player_uuid from elo_ratings e
    where (e.rating, e.wins) <= ((select rating from f), (select wins from w))
    order by ${LADDER_ORDER}
    offset (select skip from w) limit ${LADDER_PAGE_SIZE}
  )
  select t.total, o.off, o.found_uuid, o.found_name, r.*
  from t cross join o left join (
    select e.player_uuid as uuid, m.name, e.rating, e.wins, e.losses, e.streak, c.above
    from p join elo_ratings e on e.player_uuid = p.player_uuid
    join minecraft_accounts m on m.uuid = e.player_uuid
    join c on c.rating = e.rating
  ) r on true
  order by r.rating desc, r.wins desc, r.uuid asc`;

/** The page `page` (from 1). */
const pageNumbered = (page: number) =>
  sql`select ${(page - 1) * LADDER_PAGE_SIZE}::bigint as off, null::uuid as found_uuid, null::text as found_name`;

/**
 * The page of the first rated player whose name is `q` in any case, else of the first (by name) whose name
 * starts with it; without one, the page `page`. The player's position: the players above their rating, those
 * of their rating with more wins, and those with as many and an earlier account (index entries only).
 */
function pageOfName(q: string, page: number) {
  const lower = q.toLowerCase();
  // Names are letters, digits, _ . and *: only _ is a LIKE wildcard among them.
  const prefix = `${lower.replace(/_/g, '\\_')}%`;
  const pick = (where: SQL, order: number) => sql`(
    select m.uuid, m.name, e.rating, e.wins, ${order}::int as exact
    from minecraft_accounts m join elo_ratings e on e.player_uuid = m.uuid
    where ${where} order by lower(m.name), m.uuid limit 1)`;
  return sql`
    with h as (
      select * from (${pick(sql`lower(m.name) = ${lower}`, 0)} union all ${pick(sql`lower(m.name) like ${prefix}`, 1)}) x
      order by exact limit 1
    )
    select coalesce((
      select ((select coalesce(sum(players), 0) from ladder_rating_counts where rating > h.rating)
        + (select count(*) from elo_ratings where rating = h.rating and wins > h.wins)
        + (select count(*) from elo_ratings where rating = h.rating and wins = h.wins and player_uuid < h.uuid))
        / ${LADDER_PAGE_SIZE} * ${LADDER_PAGE_SIZE}
      from h), ${(page - 1) * LADDER_PAGE_SIZE}::bigint) as off,
      (select uuid from h) as found_uuid, (select name from h) as found_name`;
}

/** A page of the whole ladder, or (with `q`) the page of the player found by name. */
export function loadLadderPage(db: Database, query: LadderPageQuery): Promise<LadderPage> {
  const page = query.page ?? 1;
  return db.transaction(async (tx) => {
    // The pool plans generically (decision 008's hot path); a page's plan depends on where it starts.
    await tx.execute(sql`set local plan_cache_mode = force_custom_plan`);
    const { rows } = await tx.execute<Row>(pageAt(query.q ? pageOfName(query.q, page) : pageNumbered(page)));
    const head = rows[0]!;
    const total = Number(head.total);
    const players = rows
      .filter((r) => r.uuid !== null)
      .map((r) => {
        const rank = rankFromHigherCount(Number(r.above));
        return {
          uuid: r.uuid!,
          name: r.name,
          rank,
          tier: tierForRank(rank, total),
          rating: r.rating,
          wins: r.wins,
          losses: r.losses,
          streak: r.streak,
        };
      });
    return {
      totalPlayers: total,
      page: Math.floor(Number(head.off) / LADDER_PAGE_SIZE) + 1,
      pageSize: LADDER_PAGE_SIZE,
      pages: ladderPages(total),
      players,
      found: query.q === undefined ? null : head.found_uuid ? { uuid: head.found_uuid, name: head.found_name! } : null,
    };
  });
}
