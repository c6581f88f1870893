import { sql, type SQL } from 'drizzle-orm';
import { lapsesAt } from '../../../domain/battle-reports/lapse.ts';
import type { BattleReportView } from '../../../domain/battle-reports/schemas.ts';
import type { Tx } from '../../db/client.ts';

type Row = {
  id: string;
  format: BattleReportView['format'];
  status: BattleReportView['status'];
  reporter_uuid: string;
  reporter_name: string;
  opponent_uuid: string;
  opponent_name: string;
  winner_uuid: string;
  reporter_user_id: string;
  counted: boolean | null;
  created_at: Date | string;
  decided_at: Date | string | null;
};

/** Reports matching `where` (over `r`), open ones first, then newest first, as the player `viewerId` sees them. */
export async function reportViews(db: Tx, viewerId: string, where: SQL, limit = 50): Promise<BattleReportView[]> {
  const { rows } = await db.execute<Row>(sql`
    select r.id, r.format, r.status, r.reporter_uuid, a.name as reporter_name, r.opponent_uuid, b.name as opponent_name,
      r.winner_uuid, r.reporter_user_id, r.counted, r.created_at, r.decided_at
    from battle_reports r
    join minecraft_accounts a on a.uuid = r.reporter_uuid
    join minecraft_accounts b on b.uuid = r.opponent_uuid
    where ${where}
    order by r.status = 'open' desc, r.created_at desc
    limit ${limit}`);
  return rows.map((r) => {
    const createdAt = new Date(r.created_at);
    return {
      id: r.id,
      format: r.format,
      status: r.status,
      reporter: { uuid: r.reporter_uuid, name: r.reporter_name },
      opponent: { uuid: r.opponent_uuid, name: r.opponent_name },
      winnerUuid: r.winner_uuid,
      direction: r.reporter_user_id === viewerId ? 'sent' : 'received',
      rated: r.status === 'confirmed' ? r.counted : null,
      createdAt: createdAt.toISOString(),
      lapsesAt: lapsesAt(createdAt).toISOString(),
      decidedAt: r.decided_at ? new Date(r.decided_at).toISOString() : null,
    };
  });
}
