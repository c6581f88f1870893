import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import {
  BRACKET_MATCH_STATUSES,
  REGISTRATION_STATUSES,
  TERA_TYPES,
  TOURNAMENT_TIMEZONES,
} from '../../../domain/tournaments/enums.ts';
import { user } from './auth.ts';
import { createdAt, oneOf } from './util.ts';

export const tournamentRegistrations = pgTable(
  'tournament_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    tournamentName: text('tournament_name').notNull(),
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
    registrationSlot: integer('registration_slot').notNull(),
    status: text('status').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('tournament_registrations_one_per_user').on(t.tournamentName, t.userId),
    unique('tournament_registrations_one_per_slot').on(t.tournamentName, t.registrationSlot),
    check('tournament_registrations_timezone_check', oneOf(t.timezone, TOURNAMENT_TIMEZONES)),
    check('tournament_registrations_status_check', oneOf(t.status, REGISTRATION_STATUSES)),
    check('tournament_registrations_slot_check', sql`${t.registrationSlot} >= 1`),
  ],
);

export const tournamentBracketMatches = pgTable(
  'tournament_bracket_matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tournamentName: text('tournament_name').notNull(),
    roundNumber: integer('round_number').notNull(),
    matchNumber: integer('match_number').notNull(),
    matchStatus: text('match_status').notNull().default('pending'),
    gamesWonP1: integer('games_won_p1').notNull().default(0),
    gamesWonP2: integer('games_won_p2').notNull().default(0),
    isBye: boolean('is_bye').notNull().default(false),
    player1Id: uuid('player1_id').references(() => tournamentRegistrations.id, { onDelete: 'set null' }),
    player2Id: uuid('player2_id').references(() => tournamentRegistrations.id, { onDelete: 'set null' }),
    winnerId: uuid('winner_id').references(() => tournamentRegistrations.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('tournament_bracket_matches_position').on(t.tournamentName, t.roundNumber, t.matchNumber),
    index('tournament_bracket_matches_order_idx').on(t.tournamentName, t.roundNumber, t.matchNumber),
    check('tournament_bracket_matches_status_check', oneOf(t.matchStatus, BRACKET_MATCH_STATUSES)),
    check('tournament_bracket_matches_round_check', sql`${t.roundNumber} between 1 and 5`),
    check(
      'tournament_bracket_matches_games_check',
      sql`${t.gamesWonP1} between 0 and 2 and ${t.gamesWonP2} between 0 and 2`,
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
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    check('doubles_tera_slot_check', sql`${t.teraPokemonSlot} between 1 and 6`),
    check('doubles_tera_type_check', oneOf(t.teraType, TERA_TYPES)),
    check('doubles_team_size_check', sql`jsonb_array_length(${t.team}) = 6`),
  ],
);
