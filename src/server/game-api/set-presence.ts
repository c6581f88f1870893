import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { presenceRequest } from '../../domain/game/presence.ts';
import type { Database } from '../db/client.ts';
import { listGymLeaders } from './gym-leaders.ts';
import { resolveGym } from './resolve-gym.ts';

type Presence = z.infer<typeof presenceRequest>;

/**
 * Sets the status of the leaders named; each mention also restarts the 2-minute offline timer.
 * last_active_at moves only when a leader comes or goes, so a repeated heartbeat changes nothing
 * that browsers are told about (see migration 0003).
 */
export async function setPresence(db: Database, input: Presence) {
  return db.transaction(async (tx) => {
    const byId = new Map<string, Presence['leaders'][number]>();
    for (const entry of input.leaders) byId.set((await resolveGym(tx, entry.gym)).id!, entry);
    // Update in id order so two concurrent reports lock the rows in the same order.
    const ids = [...byId.keys()].sort();
    for (const id of ids) {
      const e = byId.get(id)!;
      const next =
        e.next_available_at === undefined
          ? sql`next_available_at`
          : e.next_available_at === null
            ? null
            : new Date(e.next_available_at);
      await tx.execute(sql`
        update gym_leaders set status = ${e.status}, presence_at = now(), next_available_at = ${next},
          last_active_at = case when (status = 'offline') <> (${e.status} = 'offline') then now() else last_active_at end
        where id = ${id}`);
    }
    return listGymLeaders(tx, ids);
  });
}

/**
 * Once no game server's report counts for a leader, shows the status the leader set on their dashboard, or
 * offline when they set none (docs/product.md). Idempotent: any instance may run it.
 */
export async function expireStalePresence(db: Database, timeoutSeconds: number): Promise<number> {
  const result = await db.execute(sql`
    with own as (
      select g.id, coalesce(o.status, 'offline') as status from gym_leaders g
      left join gym_leader_own_status o on o.gym_leader_id = g.id
      where g.presence_at < now() - make_interval(secs => ${timeoutSeconds}))
    update gym_leaders g set status = own.status,
      last_active_at = case when own.status = 'offline' then g.presence_at
        when g.status = 'offline' then now() else g.last_active_at end
    from own where own.id = g.id and g.status <> own.status`);
  return result.rowCount ?? 0;
}
