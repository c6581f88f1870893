import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import {
  BRACKET_MATCH_STATUSES,
  MATCH_OUTCOMES,
  REGISTRATION_STATUSES,
  TERA_TYPES,
  TOURNAMENT_FORMATS,
  TOURNAMENT_TIMEZONES,
} from '../../../domain/tournaments/enums.ts';
import { user } from './auth.ts';
import { createdAt, oneOf, tz } from './util.ts';

/** One tournament: the pages and the registration rules read this record instead of constants. */
export const tournaments = pgTable(
  'tournaments',
  {
    key: text('key').primaryKey(),
    name: text('name').notNull(),
    format: text('format').notNull(),
    startsAt: tz('starts_at').notNull(),
    playerCap: integer('player_cap').notNull().default(16),
    /** Staff switch: registration is accepted only while this is true and now is inside the window. */
    registrationOpen: boolean('registration_open').notNull().default(false),
    registrationOpensAt: tz('registration_opens_at').notNull(),
    registrationClosesAt: tz('registration_closes_at').notNull(),
    checkinOpensAt: tz('checkin_opens_at').notNull(),
    checkinClosesAt: tz('checkin_closes_at').notNull(),
    /** Set when the check-in close ran (no-shows dropped, waitlist promoted), so it runs once. */
    checkinClosedAt: tz('checkin_closed_at'),
    /** Seed of the Redemption Road draw, kept so the draw can be audited and replayed. */
    redemptionSeed: text('redemption_seed'),
    createdAt: createdAt(),
  },
  (t) => [
    check('tournaments_format_check', oneOf(t.format, TOURNAMENT_FORMATS)),
    check('tournaments_cap_check', sql`${t.playerCap} between 2 and 256`),
    check('tournaments_registration_window_check', sql`${t.registrationOpensAt} < ${t.registrationClosesAt}`),
    check('tournaments_checkin_window_check', sql`${t.checkinOpensAt} < ${t.checkinClosesAt}`),
  ],
);

export const tournamentRegistrations = pgTable(
  'tournament_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    tournamentName: text('tournament_name')
      .notNull()
      .references(() => tournaments.key),
    minecraftUsername: text('minecraft_username').notNull(),
    discordTag: text('discord_tag').notNull(),
    email: text('email').notNull(),
    timezone: text('timezone').notNull(),
    pokemon1: text('pokemon_1').notNull(),
    pokemon2: text('pokemon_2').notNull(),
    pokemon3: text('pokemon_3').notNull(),
    pokemon4: text('pokemon_4').notNull(),
    pokemon5: text('pokemon_5').notNull(),
    pokemon6: text('pokemon_6').notNull(),
    checkinAgreement: boolean('checkin_agreement').notNull(),
    rulesAgreement: boolean('rules_agreement').notNull(),
    streamingConsent: boolean('streaming_consent').notNull(),
    /** Null once the player withdrew or was dropped, so the slot can be given to the next player. */
    registrationSlot: integer('registration_slot'),
    status: text('status').notNull(),
    checkedInAt: tz('checked_in_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('tournament_registrations_one_per_user').on(t.tournamentName, t.userId),
    unique('tournament_registrations_one_per_slot').on(t.tournamentName, t.registrationSlot),
    check('tournament_registrations_timezone_check', oneOf(t.timezone, TOURNAMENT_TIMEZONES)),
    check('tournament_registrations_status_check', oneOf(t.status, REGISTRATION_STATUSES)),
    check('tournament_registrations_slot_check', sql`${t.registrationSlot} >= 1`),
    check(
      'tournament_registrations_active_slot_check',
      sql`(${t.status} in ('registered', 'waitlisted')) = (${t.registrationSlot} is not null)`,
    ),
  ],
);

export const tournamentBracketMatches = pgTable(
  'tournament_bracket_matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tournamentName: text('tournament_name')
      .notNull()
      .references(() => tournaments.key),
    roundNumber: integer('round_number').notNull(),
    matchNumber: integer('match_number').notNull(),
    matchStatus: text('match_status').notNull().default('pending'),
    gamesWonP1: integer('games_won_p1').notNull().default(0),
    gamesWonP2: integer('games_won_p2').notNull().default(0),
    isBye: boolean('is_bye').notNull().default(false),
    player1Id: uuid('player1_id').references(() => tournamentRegistrations.id, { onDelete: 'set null' }),
    player2Id: uuid('player2_id').references(() => tournamentRegistrations.id, { onDelete: 'set null' }),
    winnerId: uuid('winner_id').references(() => tournamentRegistrations.id, { onDelete: 'set null' }),
    /** A doubles match names its sides by doubles registration (a team) instead of the player columns. */
    team1Id: uuid('team1_id').references(() => doublesRegistrations.id, { onDelete: 'set null' }),
    team2Id: uuid('team2_id').references(() => doublesRegistrations.id, { onDelete: 'set null' }),
    winnerTeamId: uuid('winner_team_id').references(() => doublesRegistrations.id, { onDelete: 'set null' }),
    outcome: text('outcome'),
    /** The game server's battle id when the game reported the result. */
    gameMatchId: text('game_match_id'),
    completedAt: tz('completed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('tournament_bracket_matches_position').on(t.tournamentName, t.roundNumber, t.matchNumber),
    index('tournament_bracket_matches_order_idx').on(t.tournamentName, t.roundNumber, t.matchNumber),
    check('tournament_bracket_matches_status_check', oneOf(t.matchStatus, BRACKET_MATCH_STATUSES)),
    check('tournament_bracket_matches_outcome_check', oneOf(t.outcome, MATCH_OUTCOMES)),
    check('tournament_bracket_matches_round_check', sql`${t.roundNumber} between 1 and 5`),
    check(
      'tournament_bracket_matches_games_check',
      sql`${t.gamesWonP1} between 0 and 2 and ${t.gamesWonP2} between 0 and 2`,
    ),
    // A match names players or teams, never both.
    check(
      'tournament_bracket_matches_sides_check',
      sql`num_nonnulls(${t.player1Id}, ${t.player2Id}, ${t.winnerId}) = 0 or num_nonnulls(${t.team1Id}, ${t.team2Id}, ${t.winnerTeamId}) = 0`,
    ),
  ],
);

/** Who did what to a registration and when: register, withdraw, promote, check in, drop. */
export const tournamentRegistrationEvents = pgTable(
  'tournament_registration_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The Founders' Cup registration, or (teamRegistrationId) the doubles team: exactly one. */
    registrationId: uuid('registration_id').references(() => tournamentRegistrations.id, { onDelete: 'cascade' }),
    teamRegistrationId: uuid('team_registration_id').references(() => doublesRegistrations.id, {
      onDelete: 'cascade',
    }),
    /** The account that acted; null when the system acted (a promotion, a drop at check-in close). */
    actorUserId: text('actor_user_id').references(() => user.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('tournament_registration_events_registration_idx').on(t.registrationId, t.createdAt),
    index('tournament_registration_events_team_registration_idx').on(t.teamRegistrationId, t.createdAt),
    check(
      'tournament_registration_events_one_registration_check',
      sql`num_nonnulls(${t.registrationId}, ${t.teamRegistrationId}) = 1`,
    ),
    check(
      'tournament_registration_events_action_check',
      oneOf(t.action, ['registered', 'waitlisted', 'withdrew', 'promoted', 'checked_in', 'dropped']),
    ),
  ],
);

export interface DoublesTeamMember {
  species: string;
  heldItem: string;
  moves: [string, string, string, string];
}

export const doublesRegistrations = pgTable(
  'mid_season_doubles_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    minecraftUsername: text('minecraft_username').notNull(),
    discordTag: text('discord_tag').notNull(),
    email: text('email').notNull(),
    timezone: text('timezone').notNull(),
    /** Six team members, validated by the shared schema. */
    team: jsonb('team').$type<DoublesTeamMember[]>().notNull(),
    teraPokemonSlot: integer('tera_pokemon_slot').notNull().default(1),
    teraType: text('tera_type').notNull(),
    rulesAgreement: boolean('rules_agreement').notNull(),
    checkinAgreement: boolean('checkin_agreement').notNull(),
    privacyAgreement: boolean('privacy_agreement').notNull(),
    /** As the Founders' Cup's: null once the team withdrew or was dropped. */
    registrationSlot: integer('registration_slot'),
    status: text('status').notNull().default('registered'),
    checkedInAt: tz('checked_in_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('doubles_one_per_slot').on(t.registrationSlot),
    check('doubles_slot_check', sql`${t.registrationSlot} >= 1`),
    check('doubles_status_check', oneOf(t.status, REGISTRATION_STATUSES)),
    check(
      'doubles_active_slot_check',
      sql`(${t.status} in ('registered', 'waitlisted')) = (${t.registrationSlot} is not null)`,
    ),
    check('doubles_tera_slot_check', sql`${t.teraPokemonSlot} between 1 and 6`),
    check('doubles_tera_type_check', oneOf(t.teraType, TERA_TYPES)),
    check('doubles_team_size_check', sql`jsonb_array_length(${t.team}) = 6`),
  ],
);
