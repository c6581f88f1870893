import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';

/**
 * The latest known name of each UUID: the stored Minecraft account, else the name given with the
 * player's latest purchase (a buyer who was never seen in game). Console commands name players, and a
 * delivery action carries only the UUID.
 */
export async function playerNamesFor(db: Tx, uuids: string[]): Promise<{ uuid: string; name: string }[]> {
  if (uuids.length === 0) return [];
  const list = sql.join(
    uuids.map((u) => sql`${u}::uuid`),
    sql`, `,
  );
  const { rows } = await db.execute<{ uuid: string; name: string }>(sql`
    select distinct on (u.uuid) u.uuid::text as uuid, coalesce(m.name, p.minecraft_username) as name
    from unnest(array[${list}]) as u(uuid)
    left join minecraft_accounts m on m.uuid = u.uuid
    left join purchases p on p.minecraft_uuid = u.uuid
    where coalesce(m.name, p.minecraft_username) is not null
    order by u.uuid, p.created_at desc nulls last`);
  return rows;
}
