import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';

/**
 * Recounts a gym leader's badges awarded (gym battles the challenger won) and win rate (gym wins
 * over finished gym battles) from the matches themselves, so a replay or a correction cannot drift.
 * The leader row is locked first: the count then sees every match committed by a competing report.
 * NO KEY UPDATE, because every report has already taken a KEY SHARE lock on this row by inserting
 * a match that references it; two reports asking for FOR UPDATE on top of that would deadlock.
 */
export async function refreshGymLeaderStats(tx: Tx, gymLeaderId: string, opts: { locked?: boolean } = {}) {
  if (!opts.locked) await tx.execute(lockGymLeaderSql(gymLeaderId));
  await tx.execute(sql`
    update gym_leaders g set
      badges_awarded = s.badges,
      win_rate = s.win_rate,
      last_active_at = greatest(g.last_active_at, s.last_ended)
    from (
      select count(*) filter (where result = 'challenger_won')::int as badges,
             coalesce(count(*) filter (where result = 'leader_won')::real / nullif(count(*), 0), 0) as win_rate,
             max(ended_at) as last_ended
      from matches where gym_leader_id = ${gymLeaderId} and kind = 'gym' and result in ('leader_won', 'challenger_won')
    ) s
    where g.id = ${gymLeaderId}`);
}

/** Locks the leader row for a recount; `locked: true` above means an earlier statement ran this. */
export function lockGymLeaderSql(gymLeaderId: string, extra: SQL = sql``): SQL {
  return sql`select id from gym_leaders where id = ${gymLeaderId}::uuid ${extra} for no key update`;
}
