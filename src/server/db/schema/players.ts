import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  real,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import type { MATCH_KINDS, MatchResult } from '../../../domain/game/matches.ts';
import { ELEMENTS, GYM_LEADER_STATUSES, type Element, type GymLeaderStatus } from '../../../domain/shared/elements.ts';
import { user } from './auth.ts';
import { createdAt, oneOf, tz } from './util.ts';

/** A Minecraft account, known from the game server; linked to at most one site account. */
export const minecraftAccounts = pgTable(
  'minecraft_accounts',
  {
    uuid: uuid('uuid').primaryKey(),
    name: text('name').notNull(),
    userId: text('user_id')
      .unique()
      .references(() => user.id, { onDelete: 'set null' }),
    linkedAt: tz('linked_at'),
    createdAt: createdAt(),
    lastSeenAt: tz('last_seen_at'),
  },
  // The season's progress list is searched by any part of a player's name (pg_trgm).
  (t) => [
    index('minecraft_accounts_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    // A trainer's profile is found by name in any case (migration 0027).
    index('minecraft_accounts_name_lower_idx').using('btree', sql`lower(${t.name})`),
  ],
);

/** A column naming a Minecraft account, whose rows go with the account. */
export const accountRef = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => minecraftAccounts.uuid, { onDelete: 'cascade' });

export const gymLeaders = pgTable(
  'gym_leaders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .unique()
      .references(() => user.id, { onDelete: 'set null' }),
    displayName: text('display_name').notNull(),
    element: text('element').$type<Element>().notNull(),
    status: text('status').$type<GymLeaderStatus>().notNull().default('offline'),
    /** Gym battles the challenger won (each awards the gym's badge). */
    badgesAwarded: integer('badges_awarded').notNull().default(0),
    /** Gym battles the leader won; with badgesAwarded, the counts a report moves by one. */
    leaderWins: integer('leader_wins').notNull().default(0),
    /** Fraction 0-1 of gym battles the leader won. */
    winRate: real('win_rate').notNull().default(0),
    nextAvailableAt: tz('next_available_at'),
    /** When the game server last reported this leader's presence; null if it never has. */
    presenceAt: tz('presence_at'),
    lastActiveAt: tz('last_active_at'),
    /** False once replaced by another leader of the element; kept for the battles and earnings. */
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('gym_leaders_element_check', oneOf(t.element, ELEMENTS)),
    check('gym_leaders_status_check', oneOf(t.status, GYM_LEADER_STATUSES)),
    check('gym_leaders_win_rate_check', sql`${t.winRate} between 0 and 1`),
    check('gym_leaders_badges_check', sql`${t.badgesAwarded} >= 0`),
    check('gym_leaders_leader_wins_check', sql`${t.leaderWins} >= 0`),
  ],
);

export const eloRatings = pgTable(
  'elo_ratings',
  {
    playerUuid: uuid('player_uuid')
      .primaryKey()
      .references(() => minecraftAccounts.uuid, { onDelete: 'cascade' }),
    rating: integer('rating').notNull().default(1000),
    wins: integer('wins').notNull().default(0),
    losses: integer('losses').notNull().default(0),
    streak: integer('streak').notNull().default(0),
    gamesPlayed: integer('games_played').notNull().default(0),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('elo_ratings_rating_idx').on(t.rating),
    // The ladder order, which a page walks (migration 0031).
    index('elo_ratings_ladder_idx').on(t.rating.desc(), t.wins.desc(), t.playerUuid),
    check('elo_ratings_counts_check', sql`${t.wins} >= 0 and ${t.losses} >= 0 and ${t.gamesPlayed} >= 0`),
  ],
);

/** The order in which finished matches were rated; a correction replays them in this order. */
export const matchRatingOrder = pgSequence('match_rating_order');

export const matches = pgTable(
  'matches',
  {
    /** Chosen by the game server, so a repeated report is recognised. */
    id: text('id').primaryKey(),
    kind: text('kind').$type<(typeof MATCH_KINDS)[number]>().notNull(),
    gymLeaderId: uuid('gym_leader_id').references(() => gymLeaders.id, { onDelete: 'set null' }),
    startedAt: tz('started_at').notNull().defaultNow(),
    endedAt: tz('ended_at'),
    result: text('result').$type<MatchResult>().notNull().default('in_progress'),
    /** The gym leader's account in a gym battle; the first player in a ladder battle. */
    leaderUuid: uuid('leader_uuid')
      .notNull()
      .references(() => minecraftAccounts.uuid),
    challengerUuid: uuid('challenger_uuid')
      .notNull()
      .references(() => minecraftAccounts.uuid),
    winnerUuid: uuid('winner_uuid').references(() => minecraftAccounts.uuid),
    loserUuid: uuid('loser_uuid').references(() => minecraftAccounts.uuid),
    leaderDelta: integer('leader_delta'),
    challengerDelta: integer('challenger_delta'),
    /** Taken from match_rating_order when the match is rated (null while unrated or voided unrated). */
    ratedSeq: bigint('rated_seq', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('matches_recent_idx').on(t.endedAt.desc().nullsFirst(), t.startedAt.desc().nullsFirst()),
    index('matches_gym_leader_idx').on(t.gymLeaderId, t.result),
    index('matches_leader_idx').on(t.leaderUuid, t.ratedSeq),
    index('matches_challenger_idx').on(t.challengerUuid, t.ratedSeq),
    check('matches_kind_check', oneOf(t.kind, ['gym', 'ladder'])),
    check('matches_result_check', oneOf(t.result, ['in_progress', 'leader_won', 'challenger_won', 'voided'])),
    check('matches_players_check', sql`${t.leaderUuid} <> ${t.challengerUuid}`),
  ],
);

/** One season badge earned by a Minecraft account. */
export const badgeAwards = pgTable(
  'badge_awards',
  {
    season: integer('season').notNull(),
    playerUuid: accountRef('player_uuid'),
    element: text('element').$type<Element>().notNull(),
    gymLeaderId: uuid('gym_leader_id').references(() => gymLeaders.id, { onDelete: 'set null' }),
    awardedAt: tz('awarded_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.season, t.playerUuid, t.element] }),
    check('badge_awards_element_check', oneOf(t.element, ELEMENTS)),
  ],
);
