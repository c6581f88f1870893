import { sql } from 'drizzle-orm';
import type { BattleReportView } from '../../../domain/battle-reports/schemas.ts';
import { BATTLE_TEXTS as T } from '../../../domain/battle-reports/texts.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { ownAccount } from './record-battle.ts';
import { reportViews } from './report-views.ts';
import { confirmReport, lockReport, rateReport, type LockedReport } from './settle-report.ts';

/** Only the other side answers an open report; the one who recorded it cannot confirm it. */
function assertCanAnswer(r: LockedReport, userId: string) {
  if (r.reporter_user_id !== userId && r.opponent_user_id !== userId) throw AppError.notFound(T.notFound);
  if (r.opponent_user_id !== userId) throw AppError.forbidden(T.notYours);
  if (r.status !== 'open' || r.expired) throw AppError.conflict(T.notOpen);
}

/** The opponent confirms: the result is rated as a game report of it would be (unless the daily rule says not). */
export async function confirmBattle(db: Database, userId: string, id: string): Promise<BattleReportView> {
  await ownAccount(db, userId);
  const counted = await db.transaction(async (tx) => {
    const r = await lockReport(tx, id);
    assertCanAnswer(r, userId);
    return confirmReport(tx, r, r.winner_uuid, null);
  });
  if (counted) await rateReport(db, id);
  return (await reportViews(db, userId, sql`r.id = ${id}`))[0]!;
}

/** The opponent disputes: the report goes to the staff queue and rates nothing until staff decide. */
export async function disputeBattle(
  db: Database,
  userId: string,
  id: string,
  reason: string | undefined,
): Promise<BattleReportView> {
  await db.transaction(async (tx) => {
    const r = await lockReport(tx, id);
    assertCanAnswer(r, userId);
    await tx.execute(sql`
      update battle_reports set status = 'disputed', dispute_reason = ${reason || null}, decided_at = now()
      where id = ${id}`);
  });
  return (await reportViews(db, userId, sql`r.id = ${id}`))[0]!;
}
