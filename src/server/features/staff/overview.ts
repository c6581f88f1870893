import { sql, type SQL } from 'drizzle-orm';
import type { StaffOverview, StaffQueue } from '../../../domain/staff/overview.ts';
import type { Tx } from '../../db/client.ts';

/**
 * Each queue: its table, what counts as open, and the title of an item. A new queue is one entry
 * here and one in STAFF_QUEUES. Table and column names are constants, never input.
 */
const QUEUES: Record<StaffQueue, { table: string; open: string; title: string; submission: boolean }> = {
  applications: {
    table: 'gym_leader_applications',
    open: `status in ('submitted', 'under_review')`,
    title: `full_name || ' (' || gym_primary || ')'`,
    submission: true,
  },
  tickets: { table: 'support_tickets', open: `status in ('open', 'in_progress')`, title: 'subject', submission: true },
  bugReports: { table: 'bug_reports', open: `status in ('open', 'in_progress')`, title: 'title', submission: true },
  featureRequests: {
    table: 'feature_requests',
    open: `status in ('open', 'in_progress')`,
    title: 'title',
    submission: true,
  },
  banAppeals: {
    table: 'ban_appeals',
    open: `status in ('open', 'in_progress')`,
    title: 'minecraft_username',
    submission: true,
  },
  playerReports: {
    table: 'player_reports',
    open: `status in ('open', 'in_progress')`,
    title: `report_type || ': ' || reported_username`,
    submission: true,
  },
  deliveries: {
    table: 'delivery_actions',
    open: `status in ('pending', 'failed')`,
    title: `kind || ' (' || status || ')'`,
    submission: false,
  },
  // Raised by the Stripe webhook (src/server/features/shop-webhook/payment-check.ts).
  paymentMismatches: {
    table: 'payment_mismatches',
    open: `status = 'open'`,
    title: `'Paid ' || paid_cents || ' ' || paid_currency || ', expected ' || expected_cents || ' ' || expected_currency`,
    submission: false,
  },
  // Battles recorded on the site whose result the other player disputed (src/server/features/battle-reports).
  battleDisputes: {
    table: 'battle_reports',
    open: `status = 'disputed'`,
    title: `(select name from minecraft_accounts where uuid = reporter_uuid) || ' vs ' || (select name from minecraft_accounts where uuid = opponent_uuid)`,
    submission: false,
  },
};

const entries = Object.entries(QUEUES) as [StaffQueue, (typeof QUEUES)[StaffQueue]][];
const raw = (s: string) => sql.raw(s);
const sum = (parts: SQL[]) => sql.join(parts, sql` + `);

/** Open items per queue, the ten newest open items, and today's activity (UTC day). */
export async function staffOverview(db: Tx): Promise<StaffOverview> {
  // One statement per queue, so the pool's connections count the queues side by side on the
  // database's cores: counting the open rows of full queues is most of the overview's time.
  const counts = entries.map(([q, d]) =>
    db
      .execute<{ n: number }>(sql`select count(*)::int as n from ${raw(d.table)} where ${raw(d.open)}`)
      .then((r) => [q, r.rows[0]!.n] as const),
  );
  const newest = sql.join(
    entries.map(
      ([q, d]) =>
        sql`(select ${q}::text as queue, id::text, (${raw(d.title)})::text as title, status, created_at
             from ${raw(d.table)} where ${raw(d.open)} order by created_at desc limit 10)`,
    ),
    sql` union all `,
  );
  const day = sql`date_trunc('day', now() at time zone 'utc') at time zone 'utc'`;
  const submissions = sum(
    entries
      .filter(([, d]) => d.submission)
      .map(([, d]) => sql`(select count(*)::int from ${raw(d.table)} where created_at >= ${day})`),
  );
  const [open, recent, today] = await Promise.all([
    Promise.all(counts),
    db.execute<{ queue: StaffQueue; id: string; title: string; status: string; created_at: Date | string }>(
      sql`select * from (${newest}) n order by created_at desc limit 10`,
    ),
    db.execute<StaffOverview['today']>(sql`select
      (select count(*)::int from audit_log where created_at >= ${day}) as "auditEntries",
      (${submissions}) as "submissions",
      (select count(*)::int from matches where ended_at >= ${day}) as "matches"`),
  ]);
  return {
    open: Object.fromEntries(open) as Record<StaffQueue, number>,
    newest: recent.rows
      .map((r) => ({ ...r, createdAt: new Date(r.created_at).toISOString() }))
      .map(({ queue, id, title, status, createdAt }) => ({ queue, id, title: title ?? '', status, createdAt })),
    today: today.rows[0]!,
  };
}
