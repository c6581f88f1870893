import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { QueueId } from '../../domain/requests/queues.ts';
import { banAppeals, bugReports, featureRequests, playerReports, supportTickets } from '../db/schema/index.ts';

/** The five queue tables: each has the same status and assignee columns. */
type ReviewTable =
  typeof supportTickets | typeof bugReports | typeof featureRequests | typeof banAppeals | typeof playerReports;

/**
 * One descriptor per support queue, so one implementation serves all five: its table, and the
 * columns every queue has under its own names (who filed it, what it is called).
 */
export interface QueueTable {
  table: ReviewTable;
  /** The table's name, as the audit log and the change feed name it. */
  name: string;
  id: AnyPgColumn;
  owner: AnyPgColumn;
  title: AnyPgColumn;
  status: AnyPgColumn;
  assignee: AnyPgColumn;
  createdAt: AnyPgColumn;
}

const describe = (name: string, t: ReviewTable, owner: AnyPgColumn, title: AnyPgColumn): QueueTable => ({
  table: t,
  name,
  id: t.id,
  owner,
  title,
  status: t.status,
  assignee: t.assigneeId,
  createdAt: t.createdAt,
});

export const QUEUE_TABLES: Record<QueueId, QueueTable> = {
  tickets: describe('support_tickets', supportTickets, supportTickets.userId, supportTickets.subject),
  bugs: describe('bug_reports', bugReports, bugReports.userId, bugReports.title),
  features: describe('feature_requests', featureRequests, featureRequests.userId, featureRequests.title),
  appeals: describe('ban_appeals', banAppeals, banAppeals.userId, banAppeals.minecraftUsername),
  reports: describe('player_reports', playerReports, playerReports.reporterUserId, playerReports.reportedUsername),
};
