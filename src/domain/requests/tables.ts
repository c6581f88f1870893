// Kept apart from the schemas: the header's unread dot needs these names on every page, and zod with them.
import type { RealtimeTable } from '../realtime/tables.ts';

/**
 * The tables My requests follows on the change feed; `notifications` because marking a staff reply's notification
 * read reads its request too.
 */
export const MY_REQUEST_TABLES = [
  'support_tickets',
  'bug_reports',
  'feature_requests',
  'ban_appeals',
  'player_reports',
  'gym_leader_applications',
  'request_messages',
  'notifications',
] as const satisfies readonly RealtimeTable[];
