import { sql } from 'drizzle-orm';
import type { LeaderBattle } from '../../../domain/dashboard/leader-battles.ts';
import type { Database } from '../../db/client.ts';
import { ownLeader } from './own-dashboard.ts';

export const LEADER_BATTLES_SHOWN = 20;

/** The signed-in leader's latest gym battles (unfinished first), with the challenger's Minecraft name. */
export async function ownBattles(db: Database, userId: string): Promise<{ battles: LeaderBattle[] }> {
  const leader = await ownLeader(db, userId);
  const { rows } = await db.execute<{
    id: string;
    result: LeaderBattle['result'];
    started_at: Date;
    ended_at: Date | null;
    challenger: string;
    leader_delta: number | null;
  }>(sql`
    select m.id, m.result, m.started_at, m.ended_at, a.name as challenger, m.leader_delta
    from matches m join minecraft_accounts a on a.uuid = m.challenger_uuid
    where m.kind = 'gym' and m.gym_leader_id = ${leader.id} and m.result <> 'voided'
    order by m.ended_at desc nulls first, m.started_at desc
    limit ${LEADER_BATTLES_SHOWN}`);
  return {
    battles: rows.map((r) => ({
      id: r.id,
      result: r.result,
      challenger: r.challenger,
      startedAt: new Date(r.started_at).toISOString(),
      endedAt: r.ended_at ? new Date(r.ended_at).toISOString() : null,
      leaderDelta: r.leader_delta,
    })),
  };
}
