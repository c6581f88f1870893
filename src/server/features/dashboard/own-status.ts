import { eq, sql } from 'drizzle-orm';
import { reportCountsUntil, type LeaderStatusView } from '../../../domain/dashboard/leader-status.ts';
import { PRESENCE_TIMEOUT_SECONDS } from '../../../domain/game/presence.ts';
import type { GymLeaderStatus } from '../../../domain/shared/elements.ts';
import type { Database, Tx } from '../../db/client.ts';
import { gymLeaderOwnStatus, gymLeaders } from '../../db/schema/index.ts';
import { ownLeader } from './own-dashboard.ts';
import { ownRecord } from './own-record.ts';

async function view(db: Tx, leaderId: string): Promise<LeaderStatusView> {
  const [row] = await db
    .select({ shown: gymLeaders.status, presenceAt: gymLeaders.presenceAt, own: gymLeaderOwnStatus.status })
    .from(gymLeaders)
    .leftJoin(gymLeaderOwnStatus, eq(gymLeaderOwnStatus.gymLeaderId, gymLeaders.id))
    .where(eq(gymLeaders.id, leaderId));
  const until = reportCountsUntil(row!.presenceAt, new Date());
  return { shown: row!.shown, own: row!.own ?? null, reportedUntil: until?.toISOString() ?? null };
}

/** The signed-in leader's status: what shows, what they set, and whether a game server's report decides. */
export async function ownStatus(db: Database, userId: string): Promise<LeaderStatusView> {
  return view(db, (await ownLeader(db, userId)).id);
}

/**
 * Keeps the leader's own status and shows it at once unless a game server's report still counts (it wins
 * for PRESENCE_TIMEOUT_SECONDS after it was made; the presence sweep shows the own status after that).
 */
export async function setOwnStatus(db: Database, userId: string, leaderId: string, status: GymLeaderStatus) {
  return db.transaction(async (tx) => {
    await ownRecord(tx, userId, leaderId);
    await tx
      .insert(gymLeaderOwnStatus)
      .values({ gymLeaderId: leaderId, status })
      .onConflictDoUpdate({ target: gymLeaderOwnStatus.gymLeaderId, set: { status, setAt: sql`now()` } });
    await tx.execute(sql`
      update gym_leaders set status = ${status},
        last_active_at = case when (status = 'offline') <> (${status} = 'offline') then now() else last_active_at end
      where id = ${leaderId} and status <> ${status}
        and (presence_at is null or presence_at < now() - make_interval(secs => ${PRESENCE_TIMEOUT_SECONDS}))`);
    return view(tx, leaderId);
  });
}
