import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ELEMENTS, type Element } from '../../../domain/shared/elements.ts';
import { user } from './auth.ts';
import { accountRef } from './players.ts';
import { createdAt, tz } from './util.ts';

const elementArray = sql.raw(`array[${ELEMENTS.map((e) => `'${e}'`).join(', ')}]::text[]`);

/** A season: its texts as announced (dates as written), its nine gyms, and whether it is the current one. */
export const seasons = pgTable(
  'seasons',
  {
    number: integer('number').primaryKey(),
    name: text('name').notNull(),
    /** The announced range, as written ("October 1 - November 31, 2025"). */
    dateRange: text('date_range').notNull(),
    /** The short form on the timeline ("Oct 1 - Nov 31"). */
    timeframe: text('timeframe').notNull(),
    competitiveCycle: text('competitive_cycle').notNull(),
    eliteFourTournament: text('elite_four_tournament').notNull(),
    eliteFourCycle: text('elite_four_cycle').notNull(),
    elements: text('elements').array().$type<Element[]>().notNull(),
    current: boolean('current').notNull().default(false),
    startedAt: tz('started_at').notNull().defaultNow(),
  },
  (t) => [
    // At most one season is current; starting the next one clears the flag in the same transaction.
    uniqueIndex('seasons_one_current_idx')
      .on(t.current)
      .where(sql`${t.current}`),
    check('seasons_number_check', sql`${t.number} >= 1`),
    check('seasons_elements_check', sql`cardinality(${t.elements}) = 9 and ${t.elements} <@ ${elementArray}`),
  ],
);

/** A column naming a season, whose rows go with the season. */
export const seasonRef = () =>
  integer('season')
    .notNull()
    .references(() => seasons.number, { onDelete: 'cascade' });

/** A player who holds the Champion title in a season; staff set and clear it. */
export const seasonChampions = pgTable(
  'season_champions',
  {
    season: seasonRef(),
    playerUuid: accountRef('player_uuid'),
    setBy: text('set_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.season, t.playerUuid] })],
);

/**
 * Each player's badges in a season, kept by triggers on badge_awards (see the migration), so the
 * progress list reads one row per player in its display order instead of counting every award.
 */
export const seasonProgress = pgTable(
  'season_progress',
  {
    season: integer('season').notNull(),
    playerUuid: accountRef('player_uuid'),
    badgeCount: integer('badge_count').notNull(),
    elements: text('elements').array().$type<Element[]>().notNull(),
    /** When the player earned their latest badge: who got there first ranks first. */
    reachedAt: tz('reached_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.season, t.playerUuid] }),
    index('season_progress_order_idx').on(t.season, t.badgeCount.desc(), t.reachedAt, t.playerUuid),
  ],
);
