import { check, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import {
  BUG_SEVERITIES,
  FEATURE_PRIORITIES,
  REPORT_TYPES,
  REVIEW_STATUSES,
  SUPPORT_CATEGORIES,
} from '../../../domain/forms/enums.ts';
import { assignee, queueIndexes, reviewStatus, userRef } from './queue-columns.ts';
import { createdAt, oneOf } from './util.ts';

// What players send staff through the support forms: tickets, bug reports, feature requests, ban appeals and
// player reports, each a staff review queue.

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    category: text('category').notNull(),
    message: text('message').notNull(),
    status: reviewStatus(),
    assigneeId: assignee(),
    createdAt: createdAt(),
  },
  (t) => [
    check('support_tickets_category_check', oneOf(t.category, SUPPORT_CATEGORIES)),
    check('support_tickets_status_check', oneOf(t.status, REVIEW_STATUSES)),
    ...queueIndexes('support_tickets', t, t.subject, t.userId),
  ],
);

export const bugReports = pgTable(
  'bug_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    stepsToReproduce: text('steps_to_reproduce'),
    expectedBehavior: text('expected_behavior'),
    actualBehavior: text('actual_behavior'),
    minecraftVersion: text('minecraft_version'),
    modVersion: text('mod_version'),
    severity: text('severity').notNull(),
    status: reviewStatus(),
    assigneeId: assignee(),
    createdAt: createdAt(),
  },
  (t) => [
    check('bug_reports_severity_check', oneOf(t.severity, BUG_SEVERITIES)),
    check('bug_reports_status_check', oneOf(t.status, REVIEW_STATUSES)),
    ...queueIndexes('bug_reports', t, t.title, t.userId),
  ],
);

export const featureRequests = pgTable(
  'feature_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    useCase: text('use_case'),
    priority: text('priority').notNull(),
    status: reviewStatus(),
    assigneeId: assignee(),
    createdAt: createdAt(),
  },
  (t) => [
    check('feature_requests_priority_check', oneOf(t.priority, FEATURE_PRIORITIES)),
    check('feature_requests_status_check', oneOf(t.status, REVIEW_STATUSES)),
    ...queueIndexes('feature_requests', t, t.title, t.userId),
  ],
);

export const banAppeals = pgTable(
  'ban_appeals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    minecraftUsername: text('minecraft_username').notNull(),
    discordUsername: text('discord_username'),
    banReason: text('ban_reason').notNull(),
    appealReason: text('appeal_reason').notNull(),
    additionalInfo: text('additional_info'),
    status: reviewStatus(),
    assigneeId: assignee(),
    createdAt: createdAt(),
  },
  (t) => [
    check('ban_appeals_status_check', oneOf(t.status, REVIEW_STATUSES)),
    ...queueIndexes('ban_appeals', t, t.minecraftUsername, t.userId),
  ],
);

export const playerReports = pgTable(
  'player_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterUserId: userRef('reporter_user_id'),
    reportedUsername: text('reported_username').notNull(),
    reportType: text('report_type').notNull(),
    description: text('description').notNull(),
    evidenceLinks: jsonb('evidence_links').$type<string[]>().notNull().default([]),
    status: reviewStatus(),
    assigneeId: assignee(),
    createdAt: createdAt(),
  },
  (t) => [
    check('player_reports_type_check', oneOf(t.reportType, REPORT_TYPES)),
    check('player_reports_status_check', oneOf(t.status, REVIEW_STATUSES)),
    ...queueIndexes('player_reports', t, t.reportedUsername, t.reporterUserId),
  ],
);
