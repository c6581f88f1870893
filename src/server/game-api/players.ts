import { sql } from 'drizzle-orm';
import type { MinecraftPlayer } from '../../domain/game/common.ts';
import type { Tx } from '../db/client.ts';

/**
 * Records the Minecraft accounts a call mentions: the UUID is the identity, a new name replaces
 * the old one. Rows are written in UUID order so that concurrent calls lock them in one order.
 */
export async function upsertMinecraftAccounts(tx: Tx, players: MinecraftPlayer[]): Promise<void> {
  const sorted = [...new Map(players.map((p) => [p.uuid, p])).values()].sort((a, b) => (a.uuid < b.uuid ? -1 : 1));
  if (sorted.length === 0) return;
  await tx.execute(sql`
    insert into minecraft_accounts (uuid, name, last_seen_at)
    values ${sql.join(
      sorted.map((p) => sql`(${p.uuid}, ${p.name}, now())`),
      sql`, `,
    )}
    on conflict (uuid) do update set name = excluded.name, last_seen_at = excluded.last_seen_at
    where minecraft_accounts.name is distinct from excluded.name
       or minecraft_accounts.last_seen_at is null
       or minecraft_accounts.last_seen_at < now() - interval '1 minute'`);
}
