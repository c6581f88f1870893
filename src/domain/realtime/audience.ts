import type { RealtimeTable } from './tables.ts';

/**
 * Who a change to each table reaches on the live-update stream (GET /api/realtime). The stream names a changed
 * row, and the row of a private table says who did what and when, so:
 * - `public`: every stream, signed in or not. The table's rows are shown to anyone (or only its counts are, and
 *   the count moves with every change).
 * - `owner`: staff, and the signed-in users the row belongs to (the server finds them: realtime/owners.ts).
 * - `staff`: staff only.
 * Staff and admins receive every change. A table missing here (a trigger newer than this list) counts as `staff`.
 */
export type RealtimeAudience = 'public' | 'owner' | 'staff';

export const REALTIME_AUDIENCE = {
  audit_log: 'staff',
  badge_awards: 'public',
  /** user_id: the claimant's own pass. */
  battle_pass_claims: 'owner',
  battle_pass_rewards: 'public',
  /** reporter_user_id and opponent_user_id: the two sides; a confirmed report shows as a public match. */
  battle_reports: 'owner',
  /** user_id, as for every request a player files; its thread is request_messages. */
  ban_appeals: 'owner',
  bug_reports: 'owner',
  /** The buyer of its purchase (purchase_id) and the user linked to its player_uuid. */
  delivery_actions: 'owner',
  elo_ratings: 'public',
  /** The events page counts its registrations. */
  event_registrations: 'public',
  events: 'public',
  feature_requests: 'owner',
  game_api_keys: 'staff',
  /** challenger_id and the user of its gym leader (gym_leader_id). */
  gym_challenges: 'owner',
  gym_leader_applications: 'owner',
  /** The user of its gym leader: the leader's ledger. */
  gym_leader_earnings: 'owner',
  gym_leader_teams: 'public',
  gym_leaders: 'public',
  matches: 'public',
  /** The doubles page counts the teams; the list itself is answered only once registration has closed. */
  mid_season_doubles_registrations: 'public',
  minecraft_accounts: 'public',
  /** Published announcements are public; a draft's change names only its id, whose text no public read answers. */
  news_posts: 'public',
  /** The outbox of mail and Discord messages, with their addresses. */
  notification_sends: 'staff',
  notifications: 'owner',
  payment_mismatches: 'staff',
  /** The user of its gym leader. */
  payout_requests: 'owner',
  /** reporter_user_id. */
  player_reports: 'owner',
  purchases: 'owner',
  /** The user who filed the request it belongs to (request_kind, item_id); an internal note reaches staff only. */
  request_messages: 'owner',
  season_champions: 'public',
  seasons: 'public',
  spawn_atlas_imports: 'public',
  support_tickets: 'owner',
  tournament_bracket_matches: 'public',
  tournament_registrations: 'public',
  tournaments: 'public',
  vote_sites: 'public',
} as const satisfies Record<RealtimeTable, RealtimeAudience>;

/** The tables whose changes reach the users their rows belong to. */
export type OwnedTable = {
  [T in RealtimeTable]: (typeof REALTIME_AUDIENCE)[T] extends 'owner' ? T : never;
}[RealtimeTable];

/** Who may see a change to `table`; a name this list does not know reaches staff only. */
export function audienceOf(table: string): RealtimeAudience {
  return Object.hasOwn(REALTIME_AUDIENCE, table) ? REALTIME_AUDIENCE[table as RealtimeTable] : 'staff';
}
