import { sql } from 'drizzle-orm';
import { CONFIRM_WITHIN_HOURS } from '../../../domain/battle-reports/lapse.ts';
import type { Database } from '../../db/client.ts';
import { rateReport } from './settle-report.ts';

/**
 * The periodic job: open reports older than 24 hours lapse (they rate nothing), and a confirmed report
 * that counts but has no match yet (a crash between confirming and rating) is rated. Every instance may
 * run it at once: the update takes each row once (skip locked), and rating a report is idempotent.
 */
export async function settleBattleReports(db: Database): Promise<{ lapsed: number; rated: number }> {
  const lapsed = await db.execute(sql`
    update battle_reports set status = 'lapsed', decided_at = now()
    where id in (
      select id from battle_reports
      where status = 'open' and created_at <= now() - make_interval(hours => ${CONFIRM_WITHIN_HOURS})
      order by created_at limit 1000
      for update skip locked)`);
  const { rows } = await db.execute<{ id: string }>(sql`
    select r.id from battle_reports r
    where r.status = 'confirmed' and r.counted
      and r.decided_at between now() - interval '7 days' and now() - interval '1 minute'
      and not exists (select 1 from matches m where m.id = 'site:' || r.id::text)
    limit 100`);
  for (const r of rows) await rateReport(db, r.id);
  return { lapsed: lapsed.rowCount ?? 0, rated: rows.length };
}
