import { integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * How many players hold each rating, kept by statement triggers on elo_ratings in the transaction that moves a
 * rating (migration 0031): the rank of any rating and the start of any ladder page without counting players.
 * Written only by those triggers.
 */
export const ladderRatingCounts = pgTable('ladder_rating_counts', {
  rating: integer('rating').primaryKey(),
  players: integer('players').notNull(),
});
