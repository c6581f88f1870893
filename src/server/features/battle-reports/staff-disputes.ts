import { sql } from 'drizzle-orm';
import type { BattleDispute, Resolution } from '../../../domain/battle-reports/staff.ts';
import { STAFF_BATTLE_TEXTS as T } from '../../../domain/battle-reports/staff.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../../staff/audit.ts';
import { confirmReport, lockReport, rateReport } from './settle-report.ts';

const account = (side: 'reporter' | 'opponent', mc: string, u: string) =>
  sql.raw(
    `json_build_object('uuid', ${mc}.uuid, 'name', ${mc}.name, 'userId', ${u}.id, 'userName', ${u}.name) as ${side}`,
  );

/** Disputed reports, oldest first, with both sides' Minecraft and site accounts. */
export async function listDisputes(db: Database): Promise<{ items: BattleDispute[] }> {
  const { rows } = await db.execute<
    Omit<BattleDispute, 'createdAt' | 'disputedAt'> & { created_at: Date; decided_at: Date }
  >(sql`
    select r.id, r.format, ${account('reporter', 'a', 'ua')}, ${account('opponent', 'b', 'ub')},
      r.winner_uuid as "winnerUuid", r.dispute_reason as reason, r.created_at, r.decided_at
    from battle_reports r
    join minecraft_accounts a on a.uuid = r.reporter_uuid join "user" ua on ua.id = r.reporter_user_id
    join minecraft_accounts b on b.uuid = r.opponent_uuid join "user" ub on ub.id = r.opponent_user_id
    where r.status = 'disputed' order by r.decided_at limit 200`);
  return {
    items: rows.map(({ created_at, decided_at, ...r }) => ({
      ...r,
      createdAt: new Date(created_at).toISOString(),
      disputedAt: decided_at ? new Date(decided_at).toISOString() : null,
    })),
  };
}

/** Staff confirm one result (rated through the same path as the game's reports) or void the report; audited. */
export async function resolveDispute(db: Database, staffId: string, id: string, resolution: Resolution) {
  const counted = await db.transaction(async (tx) => {
    const r = await lockReport(tx, id);
    if (r.status !== 'disputed') throw AppError.conflict(T.notDisputed);
    let counted = false;
    if (resolution === 'void') {
      await tx.execute(sql`
        update battle_reports set status = 'voided', decided_at = now(), resolved_by = ${staffId} where id = ${id}`);
    } else {
      const winner = resolution === 'reporter_won' ? r.reporter_uuid : r.opponent_uuid;
      counted = await confirmReport(tx, r, winner, staffId);
    }
    await recordAudit(tx, {
      actor: { id: staffId },
      action: 'battle_report.resolve',
      target: { table: 'battle_reports', id },
      before: { status: r.status, winnerUuid: r.winner_uuid },
      after: { resolution, counted },
    });
    return counted;
  });
  if (counted) await rateReport(db, id);
}
