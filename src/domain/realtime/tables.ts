/**
 * The tables whose changes the change feed reports: each has a trigger that calls notify_change (the migrations;
 * tests/platform/realtime-tables.test.ts holds the two lists equal). A live read names the ones it reads, on the
 * server (the hot read cache) and in the browser (a query's `meta.tables`), so a change to any of them reads it again.
 */
export const REALTIME_TABLES = [
  'audit_log',
  'badge_awards',
  'battle_pass_claims',
  'battle_pass_rewards',
  'battle_reports',
  'ban_appeals',
  'bug_reports',
  'delivery_actions',
  'elo_ratings',
  'event_registrations',
  'events',
  'feature_requests',
  'game_api_keys',
  'gym_challenges',
  'gym_leader_applications',
  'gym_leader_earnings',
  'gym_leader_teams',
  'gym_leaders',
  'matches',
  'mid_season_doubles_registrations',
  'minecraft_accounts',
  'news_posts',
  'notification_sends',
  'notifications',
  'payment_mismatches',
  'payout_requests',
  'player_reports',
  'purchases',
  'request_messages',
  'season_champions',
  'seasons',
  'spawn_atlas_imports',
  'support_tickets',
  'tournament_bracket_matches',
  'tournament_registrations',
  'tournaments',
  'vote_sites',
] as const;

export type RealtimeTable = (typeof REALTIME_TABLES)[number];

/** What the feed sends for each changed row: its table, the operation and the row's identifying column. */
export interface Change {
  table: RealtimeTable;
  op: 'INSERT' | 'UPDATE' | 'DELETE';
  id: string | null;
}
