import { eq, sql } from 'drizzle-orm';
import type { MinecraftPlayer } from '../../domain/game/common.ts';
import type { Tx } from '../db/client.ts';
import { minecraftAccounts } from '../db/schema/index.ts';

/** Distinct players in UUID order: every statement that locks their rows locks them in this order. */
export function inLockOrder(players: MinecraftPlayer[]): MinecraftPlayer[] {
  return [...new Map(players.map((p) => [p.uuid, p])).values()].sort((a, b) => (a.uuid < b.uuid ? -1 : 1));
}

/** What recording a known account changes: a new name replaces the old; last_seen_at at most once a minute. */
export const ACCOUNT_CONFLICT = `
    on conflict (uuid) do update set name = excluded.name, last_seen_at = excluded.last_seen_at
    where minecraft_accounts.name is distinct from excluded.name
       or minecraft_accounts.last_seen_at is null
       or minecraft_accounts.last_seen_at < now() - interval '1 minute'`;

/** Records the Minecraft accounts a call mentions: the UUID is the identity (see ACCOUNT_CONFLICT). */
export async function upsertMinecraftAccounts(tx: Tx, players: MinecraftPlayer[]): Promise<void> {
  const sorted = inLockOrder(players);
  if (sorted.length === 0) return;
  await tx.execute(sql`
    insert into minecraft_accounts (uuid, name, last_seen_at)
    values ${sql.join(
      sorted.map((p) => sql`(${p.uuid}::uuid, ${p.name}, now())`),
      sql`, `,
    )}
    ${sql.raw(ACCOUNT_CONFLICT)}`);
}

/** The Minecraft account linked to a site account, if any (a user links at most one). */
export async function linkedMinecraft(db: Tx, userId: string): Promise<{ uuid: string; name: string } | null> {
  const [row] = await db
    .select({ uuid: minecraftAccounts.uuid, name: minecraftAccounts.name })
    .from(minecraftAccounts)
    .where(eq(minecraftAccounts.userId, userId))
    .limit(1);
  return row ?? null;
}
