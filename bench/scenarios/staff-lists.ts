import pg from 'pg';
import { QUEUE_IDS } from '../../src/domain/requests/queues.ts';
import { latencyFigures, type Scenario } from '../harness.ts';
import { BENCH_STAFF_ID, QUEUE_TABLES, fillStaffQueues } from '../staff-queues-fill.ts';
import { signIn } from './ladder-rank.ts';

// Each staff list with 100,000 rows in its table (audit log, alpha waitlist and its accounts,
// delivery queue, gym leader applications, the five support queues), filtered and paged, and the
// overview's counts with all those tables full: p95 under 50 ms. Measured as sequential round
// trips over loopback from a signed-in admin, which bounds the time at the server from above.

const ROWS = 100_000;
const REQUESTS = 200;

async function fill(client: pg.Client) {
  const { rows } = await client.query<{ n: number }>('select count(*)::int as n from audit_log');
  if (rows[0]!.n >= ROWS) return 0;
  const started = performance.now();
  // A bulk load is not news for browsers: the change notices stay off while it runs.
  await client.query('alter table audit_log disable trigger audit_log_notify');
  await client.query('alter table delivery_actions disable trigger delivery_actions_notify');
  try {
    await client.query(`
      insert into audit_log (actor_id, action, target_table, target_id, before, after, created_at)
      select 'bench-actor-' || (g % 40),
             (array['user.role','event.create','event.update','event.close','game_key.create','delivery.retry','delivery.cancel','match.correct'])[1 + g % 8],
             'events', md5(g::text), jsonb_build_object('n', g), jsonb_build_object('n', g + 1),
             now() - make_interval(secs => (${ROWS} - g) * 60)
      from generate_series(1, ${ROWS}) g`);
    await client.query(`
      with u as (
        insert into "user" (id, name, email, discord_id)
        select 'bench-wl-' || g, 'Waiter ' || g, 'waiter' || g || '@example.test', '9' || lpad(g::text, 17, '0')
        from generate_series(1, ${ROWS}) g returning id, name, email
      )
      insert into waitlist (user_id, player_name, email, discord_username, why_join, most_excited_feature, community_enhancement, created_at)
      select id, name, email, name, 'To battle', 'Gyms', 'Events', now() - random() * interval '90 days' from u`);
    await client.query(`
      insert into delivery_actions (player_uuid, kind, payload, status, attempts, created_at, not_before)
      select md5('bench-dl-' || (g % 10000))::uuid, 'gym_tokens', '{"quantity":1}',
             (array['done','done','done','done','done','done','pending','failed','leased','cancelled'])[1 + g % 10],
             1, now() - make_interval(secs => (${ROWS} - g) * 30), now()
      from generate_series(1, ${ROWS}) g`);
    await fillStaffQueues(client, ROWS);
  } finally {
    await client.query('alter table audit_log enable trigger audit_log_notify');
    await client.query('alter table delivery_actions enable trigger delivery_actions_notify');
  }
  for (const table of ['audit_log', 'waitlist', '"user"', 'delivery_actions', ...QUEUE_TABLES])
    await client.query(`vacuum analyze ${table}`);
  return Math.round(performance.now() - started);
}

async function timings(base: string, cookie: string, path: string) {
  const times: number[] = [];
  let status = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const t = performance.now();
    const res = await fetch(`${base}${path}`, { headers: { cookie } });
    await res.arrayBuffer();
    times.push(performance.now() - t);
    status = res.status;
  }
  if (status !== 200) throw new Error(`${path} answered ${status}`);
  return latencyFigures(times.slice(10)); // the first few warm the connection and the plan cache
}

const staffLists: Scenario = async (ctx) => {
  const client = new pg.Client({ connectionString: ctx.databaseUrl });
  await client.connect();
  try {
    const bulkLoadMs = await fill(client);
    const cookie = await signIn(ctx.url, `Bench admin ${Date.now()}`);
    await client.query(
      `update "user" set role = 'admin' where id = (select id from "user" order by created_at desc limit 1)`,
    );
    const week = new Date(Date.now() - 7 * 86_400_000).toISOString();
    const player = (await client.query<{ u: string }>(`select md5('bench-dl-42')::uuid as u`)).rows[0]!.u;
    const paths: Record<string, string> = {
      'audit, newest': '/api/admin/audit',
      'audit, page 40': '/api/admin/audit?page=40',
      'audit, by action': '/api/admin/audit?action=event.update',
      'audit, by actor': '/api/admin/audit?actor=bench-actor-7',
      'audit, by actor and action, page 5': '/api/admin/audit?actor=bench-actor-8&action=event.create&page=5',
      'audit, last 7 days': `/api/admin/audit?from=${encodeURIComponent(week)}`,
      'waitlist, newest': '/api/staff/waitlist',
      'waitlist, page 40': '/api/staff/waitlist?page=40',
      'waitlist, search': '/api/staff/waitlist?q=waiter4242',
      'users, search': '/api/admin/users?q=waiter4242',
      'deliveries, failed': '/api/staff/deliveries?status=failed',
      'deliveries, one player': `/api/staff/players/${player}/deliveries`,
      'applications, submitted': '/api/staff/applications?status=submitted',
      'applications, by element, page 20': '/api/staff/applications?element=fire&page=20',
      'applications, accepted of one element, page 2': '/api/staff/applications?status=accepted&element=water&page=2',
      ...Object.fromEntries(
        QUEUE_IDS.flatMap((q) => [
          [`${q}, open, page 2`, `/api/staff/queues/${q}?status=open&page=2`],
          [`${q}, page 40`, `/api/staff/queues/${q}?page=40`],
          [`${q}, search`, `/api/staff/queues/${q}?q=4242`],
        ]),
      ),
      'tickets, one assignee, in progress': `/api/staff/queues/tickets?assignee=${BENCH_STAFF_ID}&status=in_progress`,
      // Last, with every table above full: open items per queue, the newest, and today's activity.
      overview: '/api/staff/overview',
    };
    const results: Record<string, unknown> = { rowsPerTable: ROWS, bulkLoadMs, requestsEach: REQUESTS - 10 };
    for (const [name, path] of Object.entries(paths)) results[name] = await timings(ctx.url, cookie, path);
    return results;
  } finally {
    await client.end();
  }
};

export default staffLists;
