import { sql } from 'drizzle-orm';
import {
  LADDER_PAGE_SIZE,
  ladderPages,
  type LadderPage,
  type LadderPageQuery,
} from '../../../domain/leaderboard/ladder-pages.ts';
import { rankFromHigherCount } from '../../../domain/leaderboard/ranking.ts';
import { tierForRank } from '../../../domain/leaderboard/tier.ts';
import type { Database, Tx } from '../../db/client.ts';

// Any page of the ladder, and the page of a player found by name, without walking the players above it
// (decision 026). ladder_rating_counts (kept by triggers on elo_ratings) says how many players hold each
// rating: the rating a page starts in and every rank on it come from there, the position inside that rating
// from the (rating, wins) index, and the rows from the same index in ladder order. Everything is read in one
// snapshot, so the ranks, the total and the rows agree with each other while ratings move.

interface CountRow extends Record<string, unknown> {
  rating: number;
  players: number;
  above: string;
}

interface PlayerRow extends Record<string, unknown> {
  uuid: string;
  name: string;
  rating: number;
  wins: number;
  losses: number;
  streak: number;
}

/** The ladder order: rating, then wins, then name (the top 100 is sorted the same way), then the account. */
const LADDER_ORDER = sql`e.rating desc, e.wins desc, m.name asc, e.player_uuid asc`;

async function totalPlayers(tx: Tx): Promise<number> {
  const { rows } = await tx.execute<{ n: string }>(
    sql`select coalesce(sum(players), 0) as n from ladder_rating_counts`,
  );
  return Number(rows[0]!.n);
}

/** The players at 0-based positions [offset, offset + LADDER_PAGE_SIZE) of the ladder, ranked and tiered. */
async function pageAt(tx: Tx, offset: number, total: number) {
  // The ratings from the one holding position `offset` down: a page spans at most a page's worth of them.
  const { rows: counts } = await tx.execute<CountRow>(sql`
    select rating, players, upto - players as above
    from (select rating, players, sum(players) over (order by rating desc) as upto
          from ladder_rating_counts where players > 0) c
    where upto > ${offset}
    order by rating desc
    limit ${LADDER_PAGE_SIZE}`);
  const first = counts[0];
  if (!first) return [];
  // Inside the first rating: skip whole groups of equal wins, then name order for the rest.
  let skip = offset - Number(first.above);
  const { rows: groups } = await tx.execute<{ wins: number; n: string }>(sql`
    select wins, count(*) as n from elo_ratings where rating = ${first.rating} group by wins order by wins desc`);
  let wins = groups[0]?.wins ?? 0;
  for (const g of groups) {
    wins = g.wins;
    if (skip < Number(g.n)) break;
    skip -= Number(g.n);
  }
  const { rows } = await tx.execute<PlayerRow>(sql`
    select e.player_uuid as uuid, m.name, e.rating, e.wins, e.losses, e.streak
    from elo_ratings e join minecraft_accounts m on m.uuid = e.player_uuid
    where (e.rating, e.wins) <= (${first.rating}::int, ${wins}::int)
    order by ${LADDER_ORDER}
    offset ${skip} limit ${LADDER_PAGE_SIZE}`);
  const above = new Map(counts.map((c) => [c.rating, Number(c.above)]));
  return rows.map((r) => {
    const rank = rankFromHigherCount(above.get(r.rating) ?? 0);
    return { ...r, rank, tier: tierForRank(rank, total) };
  });
}

/** The first rated player whose name is `q` in any case, else the first (by name) whose name starts with it. */
async function findByName(tx: Tx, q: string) {
  const lower = q.toLowerCase();
  const pick = (where: ReturnType<typeof sql>) =>
    tx
      .execute<{ uuid: string; name: string; rating: number; wins: number }>(
        sql`select m.uuid, m.name, e.rating, e.wins
            from minecraft_accounts m join elo_ratings e on e.player_uuid = m.uuid
            where ${where} order by lower(m.name), m.uuid limit 1`,
      )
      .then((r) => r.rows[0]);
  // Names are letters, digits, _ . and *: only _ is a LIKE wildcard among them.
  const prefix = `${lower.replace(/_/g, '\\_')}%`;
  return (await pick(sql`lower(m.name) = ${lower}`)) ?? (await pick(sql`lower(m.name) like ${prefix}`));
}

/** A player's 0-based position in the ladder order. */
async function positionOf(tx: Tx, p: { uuid: string; name: string; rating: number; wins: number }) {
  const { rows } = await tx.execute<{ pos: string }>(sql`
    select (select coalesce(sum(players), 0) from ladder_rating_counts where rating > ${p.rating})
         + (select count(*) from elo_ratings where rating = ${p.rating} and wins > ${p.wins})
         + (select count(*) from elo_ratings e join minecraft_accounts m on m.uuid = e.player_uuid
            where e.rating = ${p.rating} and e.wins = ${p.wins} and (m.name, e.player_uuid) < (${p.name}, ${p.uuid}::uuid))
         as pos`);
  return Number(rows[0]!.pos);
}

/** A page of the whole ladder, or (with `q`) the page of the player found by name. */
export function loadLadderPage(db: Database, query: LadderPageQuery): Promise<LadderPage> {
  return db.transaction(
    async (tx) => {
      const total = await totalPlayers(tx);
      const found = query.q ? await findByName(tx, query.q) : undefined;
      const page = found ? Math.floor((await positionOf(tx, found)) / LADDER_PAGE_SIZE) + 1 : (query.page ?? 1);
      const players = await pageAt(tx, (page - 1) * LADDER_PAGE_SIZE, total);
      return {
        totalPlayers: total,
        page,
        pageSize: LADDER_PAGE_SIZE,
        pages: ladderPages(total),
        players,
        found: query.q === undefined ? null : found ? { uuid: found.uuid, name: found.name } : null,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
