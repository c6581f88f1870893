import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

/**
 * A link_code delivery still queued when its code has expired or was used (the player left before the
 * bridge told it) would tell a dead code when they come back: take it out of the queue. Safe on several
 * instances at once: a row already cancelled is not pending.
 */
export async function cancelExpiredCodeDeliveries(db: Tx): Promise<number> {
  const result = await db.execute(sql`
    update delivery_actions d set status = 'cancelled'
    from link_code_requests r join link_codes c on c.code = r.code
    where r.delivery_action_id = d.id and d.status = 'pending'
      and (c.expires_at <= now() or c.used_at is not null)`);
  return result.rowCount ?? 0;
}
