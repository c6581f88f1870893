import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { EVENT_KINDS, EVENT_REGISTRATION_STATUSES } from '../../../domain/events/enums.ts';
import { APPLICATION_STATUSES, APPLICATION_TIMEZONES } from '../../../domain/forms/enums.ts';
import { ELEMENTS } from '../../../domain/shared/elements.ts';
import { userRef } from './queue-columns.ts';
import { createdAt, oneOf, tz } from './util.ts';

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('open'),
    startAt: tz('start_at').notNull(),
    endAt: tz('end_at'),
    /** Reward name to value, e.g. {"1st": "Expert rank (30 days)"}. */
    rewards: jsonb('rewards').$type<Record<string, string>>().notNull().default({}),
    capacity: integer('capacity'),
    createdAt: createdAt(),
  },
  (t) => [index('events_start_idx').on(t.startAt), check('events_kind_check', oneOf(t.kind, EVENT_KINDS))],
);

export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: userRef(),
    status: text('status').notNull().default('registered'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('event_registrations_once').on(t.eventId, t.userId),
    check('event_registrations_status_check', oneOf(t.status, EVENT_REGISTRATION_STATUSES)),
  ],
);

export const waitlist = pgTable(
  'waitlist',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef().unique(),
    playerName: text('player_name').notNull(),
    email: text('email').notNull(),
    discordUsername: text('discord_username').notNull(),
    minecraftUsername: text('minecraft_username'),
    whyJoin: text('why_join').notNull(),
    mostExcitedFeature: text('most_excited_feature').notNull(),
    communityEnhancement: text('community_enhancement').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('waitlist_created_idx').on(t.createdAt),
    // Staff search the waitlist by any part of a name or email (pg_trgm).
    index('waitlist_name_trgm_idx').using('gin', t.playerName.op('gin_trgm_ops')),
    index('waitlist_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
  ],
);

/** A private file uploaded by a user (application documents). */
export const storedFiles = pgTable('stored_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerId: userRef('owner_id'),
  storageKey: text('storage_key').notNull().unique(),
  originalName: text('original_name').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
  createdAt: createdAt(),
});

export const gymLeaderApplications = pgTable(
  'gym_leader_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    status: text('status').notNull().default('submitted'),
    fullName: text('full_name').notNull(),
    discordUsername: text('discord_username').notNull(),
    minecraftUsername: text('minecraft_username').notNull(),
    email: text('email').notNull(),
    timezone: text('timezone').notNull(),
    ageConfirmed: boolean('age_confirmed').notNull(),
    ageNumber: integer('age_number'),
    availableDays: jsonb('available_days').$type<string[]>().notNull(),
    availableTimes: jsonb('available_times').$type<string[]>().notNull(),
    gymPrimary: text('gym_primary').notNull(),
    gymSecondary: text('gym_secondary'),
    yearsExperience: integer('years_experience').notNull().default(0),
    tournamentExperience: text('tournament_experience'),
    highestRanking: text('highest_ranking'),
    teamBuildingPhilosophy: text('team_building_philosophy').notNull(),
    discordManagementExperience: boolean('discord_management_experience').notNull().default(false),
    statusUpdateComfort: boolean('status_update_comfort').notNull().default(false),
    conflictResponse: text('conflict_response').notNull(),
    whyJoin: text('why_join').notNull(),
    creatingExperience: text('creating_experience').notNull(),
    promotionStrategy: text('promotion_strategy').notNull(),
    revenueAcknowledgement: boolean('revenue_acknowledgement').notNull(),
    rulesAcknowledgement: boolean('rules_acknowledgement').notNull(),
    /** Ids of stored_files rows. */
    uploads: jsonb('uploads').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    check('applications_status_check', oneOf(t.status, APPLICATION_STATUSES)),
    check('applications_timezone_check', oneOf(t.timezone, APPLICATION_TIMEZONES)),
    check('applications_gym_primary_check', oneOf(t.gymPrimary, ELEMENTS)),
    check('applications_gym_secondary_check', sql`${t.gymSecondary} is null or ${oneOf(t.gymSecondary, ELEMENTS)}`),
    check('applications_age_check', sql`${t.ageNumber} is null or ${t.ageNumber} >= 18`),
    check('applications_years_check', sql`${t.yearsExperience} >= 0`),
    index('applications_status_idx').on(t.status, t.createdAt, t.id),
    index('applications_element_idx').on(t.gymPrimary, t.createdAt, t.id),
    index('applications_created_idx').on(t.createdAt, t.id),
    index('applications_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('applications_one_open_per_user')
      .on(t.userId)
      .where(sql`status in ('submitted', 'under_review')`),
  ],
);
