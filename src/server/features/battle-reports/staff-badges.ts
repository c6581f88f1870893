import { sql } from 'drizzle-orm';
import type { HeldBadge } from '../../../domain/battle-reports/staff.ts';
import { STAFF_BATTLE_TEXTS as T } from '../../../domain/battle-reports/staff.ts';
import type { Element } from '../../../domain/shared/elements.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../../staff/audit.ts';

/** The latest badges held, or those of players whose name starts with `player`. */
export async function listBadges(db: Database, player?: string): Promise<{ items: HeldBadge[] }> {
  const prefix = (player ?? '').toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`) + '%';
  const { rows } = await db.execute<HeldBadge & { awarded_at: Date }>(sql`
    select b.season, b.player_uuid as "playerUuid", m.name as "playerName", b.element,
      g.display_name as "leaderName", b.awarded_at
    from badge_awards b join minecraft_accounts m on m.uuid = b.player_uuid
    left join gym_leaders g on g.id = b.gym_leader_id
    where lower(m.name) like ${prefix}
    order by b.awarded_at desc limit 100`);
  return { items: rows.map(({ awarded_at, ...b }) => ({ ...b, awardedAt: new Date(awarded_at).toISOString() })) };
}

/** Staff take a season badge back; the audit log keeps what was held. */
export async function revokeBadge(
  db: Database,
  staffId: string,
  b: { season: number; playerUuid: string; element: Element },
): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ gym_leader_id: string | null; awarded_at: Date }>(sql`
      delete from badge_awards
      where season = ${b.season} and player_uuid = ${b.playerUuid} and element = ${b.element}
      returning gym_leader_id, awarded_at`);
    const removed = rows[0];
    if (!removed) throw AppError.notFound(T.noBadge);
    await recordAudit(tx, {
      actor: { id: staffId },
      action: 'badge.revoke',
      target: { table: 'badge_awards', id: `${b.season}:${b.playerUuid}:${b.element}` },
      before: { ...b, gymLeaderId: removed.gym_leader_id, awardedAt: new Date(removed.awarded_at).toISOString() },
    });
  });
}
