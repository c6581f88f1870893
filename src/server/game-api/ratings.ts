import { sql } from 'drizzle-orm';
import { NEW_PLAYER, type RatingState } from '../../domain/leaderboard/elo.ts';
import type { Tx } from '../db/client.ts';

type RatingRow = {
  player_uuid: string;
  rating: number;
  wins: number;
  losses: number;
  streak: number;
  games_played: number;
};

const toState = (r: RatingRow): RatingState => ({
  rating: r.rating,
  wins: r.wins,
  losses: r.losses,
  streak: r.streak,
  gamesPlayed: r.games_played,
});

/**
 * Creates missing rating rows, then locks the players' rows in UUID order, so two reports that
 * share a player wait for each other instead of both reading the old rating (or deadlocking).
 */
export async function lockRatings(tx: Tx, uuids: string[]): Promise<Map<string, RatingState>> {
  const sorted = [...new Set(uuids)].sort();
  await tx.execute(sql`
    insert into elo_ratings (player_uuid) values ${sql.join(
      sorted.map((u) => sql`(${u})`),
      sql`, `,
    )}
    on conflict (player_uuid) do nothing`);
  const { rows } = await tx.execute<RatingRow>(sql`
    select player_uuid, rating, wins, losses, streak, games_played from elo_ratings
    where player_uuid in (${sql.join(
      sorted.map((u) => sql`${u}::uuid`),
      sql`, `,
    )})
    order by player_uuid for update`);
  return new Map(rows.map((r) => [r.player_uuid, toState(r)]));
}

/** Reads ratings without locking (the caller already holds the lock it needs). */
export async function readRatings(tx: Tx, uuids: string[]): Promise<Map<string, RatingState>> {
  if (uuids.length === 0) return new Map();
  const { rows } = await tx.execute<RatingRow>(sql`
    select player_uuid, rating, wins, losses, streak, games_played from elo_ratings
    where player_uuid in (${sql.join(
      uuids.map((u) => sql`${u}::uuid`),
      sql`, `,
    )})`);
  const found = new Map(rows.map((r) => [r.player_uuid, toState(r)]));
  return new Map(uuids.map((u) => [u, found.get(u) ?? NEW_PLAYER]));
}

export async function storeRatings(tx: Tx, states: Map<string, RatingState>): Promise<void> {
  if (states.size === 0) return;
  const values = [...states].map(
    ([uuid, s]) =>
      sql`(${uuid}::uuid, ${s.rating}::int, ${s.wins}::int, ${s.losses}::int, ${s.streak}::int, ${s.gamesPlayed}::int)`,
  );
  await tx.execute(sql`
    insert into elo_ratings (player_uuid, rating, wins, losses, streak, games_played, updated_at)
    select v.*, now() from (values ${sql.join(values, sql`, `)}) as v(uuid, rating, wins, losses, streak, games)
    on conflict (player_uuid) do update set rating = excluded.rating, wins = excluded.wins, losses = excluded.losses,
      streak = excluded.streak, games_played = excluded.games_played, updated_at = excluded.updated_at`);
}
