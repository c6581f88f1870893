import { getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { NEW_PLAYER, type RatingState } from '../../domain/leaderboard/elo.ts';
import type { Tx } from '../db/client.ts';
import { eloRatings } from '../db/schema/index.ts';

const { updatedAt: _updatedAt, ...ratingColumns } = getTableColumns(eloRatings);

/** A player's rating row: the player and their state. */
export type RatingRow = Omit<typeof eloRatings.$inferSelect, 'updatedAt'>;

/** The same columns in a raw statement, named as the Drizzle schema names them. */
export const RATING_COLUMNS_SQL =
  'player_uuid as "playerUuid", rating, wins, losses, streak, games_played as "gamesPlayed"';

export const ratingState = ({ playerUuid: _player, ...state }: RatingRow): RatingState => state;

/** Reads ratings without locking (the caller already holds the lock it needs). */
export async function readRatings(tx: Tx, uuids: string[]): Promise<Map<string, RatingState>> {
  if (uuids.length === 0) return new Map();
  const rows = await tx.select(ratingColumns).from(eloRatings).where(inArray(eloRatings.playerUuid, uuids));
  const found = new Map(rows.map((r) => [r.playerUuid, ratingState(r)]));
  return new Map(uuids.map((u) => [u, found.get(u) ?? NEW_PLAYER]));
}

/** Writes new states of existing rows. */
function updateRatingsSql(states: Map<string, RatingState>): SQL {
  const values = [...states].map(
    ([uuid, s]) =>
      sql`(${uuid}::uuid, ${s.rating}::int, ${s.wins}::int, ${s.losses}::int, ${s.streak}::int, ${s.gamesPlayed}::int)`,
  );
  return sql`
    update elo_ratings e set rating = v.rating, wins = v.wins, losses = v.losses, streak = v.streak,
      games_played = v.games, updated_at = now()
    from (values ${sql.join(values, sql`, `)}) as v(uuid, rating, wins, losses, streak, games)
    where e.player_uuid = v.uuid`;
}

/** Writes new states, creating rows that do not exist yet (a correction may rate new players). */
export async function storeRatings(tx: Tx, states: Map<string, RatingState>): Promise<void> {
  if (states.size === 0) return;
  await tx.execute(sql`
    insert into elo_ratings (player_uuid) values ${sql.join(
      [...states.keys()].sort().map((u) => sql`(${u}::uuid)`),
      sql`, `,
    )}
    on conflict (player_uuid) do nothing`);
  await tx.execute(updateRatingsSql(states));
}
