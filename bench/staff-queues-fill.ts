import type pg from 'pg';
import {
  APPLICATION_STATUSES,
  BUG_SEVERITIES,
  FEATURE_PRIORITIES,
  REPORT_TYPES,
  SUPPORT_CATEGORIES,
} from '../src/domain/forms/enums.ts';
import { ELEMENTS } from '../src/domain/shared/elements.ts';

// Fills the gym leader applications and the five support queues with `rows` rows each, for the
// staff-lists scenario: the lists staff page through and the overview's open counts read them.
// The submitters are the waitlist's bench users ('bench-wl-1' ...), which must exist first.

export const BENCH_STAFF_ID = 'bench-staff';
export const QUEUE_TABLES = [
  'gym_leader_applications',
  'support_tickets',
  'bug_reports',
  'feature_requests',
  'ban_appeals',
  'player_reports',
];

const pick = (values: readonly string[]) =>
  `(array[${values.map((v) => `'${v}'`).join(',')}])[1 + g % ${values.length}]`;

export async function fillStaffQueues(client: pg.Client, rows: number) {
  const series = `from generate_series(1, ${rows}) g`;
  const submitter = `'bench-wl-' || g`;
  const createdAt = `now() - make_interval(secs => (${rows} - g) * 45)`;
  // One item in ten is open (new or in progress): a busy queue, and every filter still has pages.
  const status = `case g % 20 when 0 then 'open' when 1 then 'in_progress' when 2 then 'open' when 3 then 'in_progress'
                  else (array['resolved','declined'])[1 + g % 2] end`;
  const assignee = `case when g % 3 = 0 then '${BENCH_STAFF_ID}' end`;
  await client.query(
    `insert into "user" (id, name, email, discord_id, role) values ($1, 'Bench Staff', 'bench-staff@example.test', '7000000000000000001', 'staff')
     on conflict do nothing`,
    [BENCH_STAFF_ID],
  );
  // A bulk load is neither news for browsers nor for the staff's Discord channel.
  for (const table of QUEUE_TABLES) await client.query(`alter table ${table} disable trigger user`);
  try {
    await client.query(`
      insert into gym_leader_applications (user_id, status, full_name, discord_username, minecraft_username, email,
        timezone, age_confirmed, available_days, available_times, gym_primary, team_building_philosophy,
        conflict_response, why_join, creating_experience, promotion_strategy, revenue_acknowledgement,
        rules_acknowledgement, created_at)
      select ${submitter}, ${pick(APPLICATION_STATUSES)}, 'Applicant ' || g, 'applicant' || g, 'App' || g,
        'applicant' || g || '@example.test', 'UTC', true, '["Monday"]', '["Monday-Evening"]', ${pick(ELEMENTS)},
        'Balance', 'Talk', 'Fun', 'Yes', 'Streams', true, true, ${createdAt}
      ${series}`);
    await client.query(`
      insert into support_tickets (user_id, email, subject, category, message, status, assignee_id, created_at)
      select ${submitter}, 'p' || g || '@example.test', 'Cannot join the server ' || g, ${pick(SUPPORT_CATEGORIES)},
        'Help', ${status}, ${assignee}, ${createdAt}
      ${series}`);
    await client.query(`
      insert into bug_reports (user_id, title, description, severity, status, assignee_id, created_at)
      select ${submitter}, 'Crash in battle ' || g, 'It crashed', ${pick(BUG_SEVERITIES)}, ${status}, ${assignee}, ${createdAt}
      ${series}`);
    await client.query(`
      insert into feature_requests (user_id, title, description, priority, status, assignee_id, created_at)
      select ${submitter}, 'More gyms ' || g, 'Please', ${pick(FEATURE_PRIORITIES)}, ${status}, ${assignee}, ${createdAt}
      ${series}`);
    await client.query(`
      insert into ban_appeals (user_id, minecraft_username, ban_reason, appeal_reason, status, assignee_id, created_at)
      select ${submitter}, 'Banned' || g, 'Griefing', 'Sorry', ${status}, ${assignee}, ${createdAt}
      ${series}`);
    await client.query(`
      insert into player_reports (reporter_user_id, reported_username, report_type, description, status, assignee_id, created_at)
      select ${submitter}, 'Suspect' || g, ${pick(REPORT_TYPES)}, 'Saw it', ${status}, ${assignee}, ${createdAt}
      ${series}`);
  } finally {
    for (const table of QUEUE_TABLES) await client.query(`alter table ${table} enable trigger user`);
  }
}
