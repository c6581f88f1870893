import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  BATTLE_FORMATS,
  BATTLE_REPORT_STATUSES,
  type BattleFormat,
  type BattleReportStatus,
} from '../../../domain/battle-reports/schemas.ts';
import { user } from './auth.ts';
import { accountRef, gymLeaders } from './players.ts';
import { createdAt, oneOf, tz } from './util.ts';

/**
 * A battle a player recorded on the site (a stock server cannot report it): the other side confirms
 * it, disputes it (a staff item) or lets it lapse. A confirmed one is rated as a game report would be,
 * under match id `site:<id>`.
 */
export const battleReports = pgTable(
  'battle_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    format: text('format').$type<BattleFormat>().notNull(),
    status: text('status').$type<BattleReportStatus>().notNull().default('open'),
    reporterUserId: text('reporter_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    reporterUuid: accountRef('reporter_uuid'),
    opponentUserId: text('opponent_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    opponentUuid: accountRef('opponent_uuid'),
    /** A gym battle's gym; its leader's account is the leader side of the rated match. */
    gymLeaderId: uuid('gym_leader_id').references(() => gymLeaders.id, { onDelete: 'set null' }),
    winnerUuid: uuid('winner_uuid').notNull(),
    /** Set on confirmation: whether it counted for rating under the daily rule. */
    counted: boolean('counted'),
    disputeReason: text('dispute_reason'),
    /** The staff member who resolved a dispute. */
    resolvedBy: text('resolved_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** When it was confirmed, disputed, lapsed or voided. */
    decidedAt: tz('decided_at'),
  },
  (t) => [
    // One open report per pair, whichever side recorded it.
    uniqueIndex('battle_reports_one_open_pair_idx')
      .on(sql`least(${t.reporterUuid}, ${t.opponentUuid})`, sql`greatest(${t.reporterUuid}, ${t.opponentUuid})`)
      .where(sql`${t.status} = 'open'`),
    index('battle_reports_pair_counted_idx')
      .on(
        sql`least(${t.reporterUuid}, ${t.opponentUuid})`,
        sql`greatest(${t.reporterUuid}, ${t.opponentUuid})`,
        t.decidedAt,
      )
      .where(sql`${t.counted}`),
    index('battle_reports_reporter_idx').on(t.reporterUserId, t.createdAt),
    index('battle_reports_opponent_idx').on(t.opponentUserId, t.createdAt),
    index('battle_reports_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'open'`),
    check('battle_reports_format_check', oneOf(t.format, BATTLE_FORMATS)),
    check('battle_reports_status_check', oneOf(t.status, BATTLE_REPORT_STATUSES)),
    check('battle_reports_players_check', sql`${t.reporterUuid} <> ${t.opponentUuid}`),
    check('battle_reports_winner_check', sql`${t.winnerUuid} in (${t.reporterUuid}, ${t.opponentUuid})`),
    check('battle_reports_gym_check', sql`${t.format} = 'gym' or ${t.gymLeaderId} is null`),
  ],
);
