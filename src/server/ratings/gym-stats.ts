import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';

/**
 * Recounts a gym leader's badges awarded (gym battles the challenger won), leader wins and win rate
 * from the matches themselves, after a staff correction (a report moves the counts by one).
 * The leader row is locked first, so the count then sees every match committed by a competing report.
 */
export async function refreshGymLeaderStats(tx: Tx, gymLeaderId: string) {
  await tx.execute(sql`select id from gym_leaders where id = ${gymLeaderId}::uuid for no key update`);
  await tx.execute(sql`
    update gym_leaders g set
      badges_awarded = s.badges,
      leader_wins = s.leader_wins,
      win_rate = s.win_rate,
      last_active_at = greatest(g.last_active_at, s.last_ended)
    from (
      select count(*) filter (where result = 'challenger_won')::int as badges,
             count(*) filter (where result = 'leader_won')::int as leader_wins,
             coalesce(count(*) filter (where result = 'leader_won')::real / nullif(count(*), 0), 0) as win_rate,
             max(ended_at) as last_ended
      from matches where gym_leader_id = ${gymLeaderId} and kind = 'gym' and result in ('leader_won', 'challenger_won')
    ) s
    where g.id = ${gymLeaderId}`);
}
