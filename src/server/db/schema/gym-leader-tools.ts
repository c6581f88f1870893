import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { LeaderTeamMember } from '../../../domain/dashboard/leader-team.ts';
import { CHALLENGE_STATUSES, type ChallengeStatus } from '../../../domain/challenges/challenges.ts';
import { GYM_LEADER_STATUSES, type GymLeaderStatus } from '../../../domain/shared/elements.ts';
import { user } from './auth.ts';
import { accountRef, gymLeaders } from './players.ts';
import { createdAt, oneOf, tz } from './util.ts';

// A gym leader's tools (migration 0029): their own status, their published team, challenges and payout requests.

/** The status the leader set on the site; it shows whenever no game server report counts (docs/product.md). */
export const gymLeaderOwnStatus = pgTable(
  'gym_leader_own_status',
  {
    gymLeaderId: uuid('gym_leader_id')
      .primaryKey()
      .references(() => gymLeaders.id, { onDelete: 'cascade' }),
    status: text('status').$type<GymLeaderStatus>().notNull(),
    setAt: tz('set_at').notNull().defaultNow(),
  },
  (t) => [check('gym_leader_own_status_status_check', oneOf(t.status, GYM_LEADER_STATUSES))],
);

/** The team a leader published: what "View Loadout" shows. */
export const gymLeaderTeams = pgTable('gym_leader_teams', {
  gymLeaderId: uuid('gym_leader_id')
    .primaryKey()
    .references(() => gymLeaders.id, { onDelete: 'cascade' }),
  members: jsonb('members').$type<LeaderTeamMember[]>().notNull(),
  publishedAt: tz('published_at').notNull().defaultNow(),
});

/** A player's challenge to a gym leader; one pending challenge per player and leader. */
export const gymChallenges = pgTable(
  'gym_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gymLeaderId: uuid('gym_leader_id')
      .notNull()
      .references(() => gymLeaders.id, { onDelete: 'cascade' }),
    challengerId: text('challenger_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    challengerUuid: accountRef('challenger_uuid'),
    status: text('status').$type<ChallengeStatus>().notNull().default('pending'),
    createdAt: createdAt(),
    answeredAt: tz('answered_at'),
  },
  (t) => [
    uniqueIndex('gym_challenges_one_pending_idx')
      .on(t.gymLeaderId, t.challengerId)
      .where(sql`${t.status} = 'pending'`),
    index('gym_challenges_leader_idx').on(t.gymLeaderId, t.createdAt.desc()),
    index('gym_challenges_challenger_idx').on(t.challengerId, t.createdAt.desc()),
    check('gym_challenges_status_check', oneOf(t.status, CHALLENGE_STATUSES)),
    check('gym_challenges_answered_check', sql`(${t.status} = 'pending') = (${t.answeredAt} is null)`),
  ],
);

/** A leader's request to be paid out; the amount is the ledger's balance when asked. One open at a time. */
export const payoutRequests = pgTable(
  'payout_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gymLeaderId: uuid('gym_leader_id')
      .notNull()
      .references(() => gymLeaders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<'open' | 'paid'>().notNull().default('open'),
    createdAt: createdAt(),
    closedAt: tz('closed_at'),
  },
  (t) => [
    uniqueIndex('payout_requests_one_open_idx')
      .on(t.gymLeaderId)
      .where(sql`${t.status} = 'open'`),
    check('payout_requests_amount_check', sql`${t.amountCents} > 0`),
    check('payout_requests_status_check', oneOf(t.status, ['open', 'paid'])),
  ],
);
