import { sql } from 'drizzle-orm';
import type { MinecraftPlayer } from '../../domain/game/common.ts';
import { PRESENCE_TIMEOUT_SECONDS } from '../../domain/game/presence.ts';
import type { Tx } from '../db/client.ts';
import { inLockOrder } from './minecraft-accounts.ts';

// Who is on the game server now, from the bridge's POST /online (migration 0020). A row older than
// the presence timeout is stale: the bridge that wrote it stopped reporting.

/** Replaces what one game server said before with its new full list. */
export async function replaceOnlinePlayers(tx: Tx, gameApiKeyId: string, players: MinecraftPlayer[]): Promise<void> {
  const sorted = inLockOrder(players);
  const uuids = sorted.length
    ? sql.join(
        sorted.map((p) => sql`${p.uuid}::uuid`),
        sql`, `,
      )
    : sql`null`;
  await tx.execute(sql`delete from online_players where game_api_key_id = ${gameApiKeyId} and uuid not in (${uuids})`);
  if (sorted.length === 0) return;
  await tx.execute(sql`
    insert into online_players (uuid, name, game_api_key_id)
    values ${sql.join(
      sorted.map((p) => sql`(${p.uuid}::uuid, ${p.name}, ${gameApiKeyId}::uuid)`),
      sql`, `,
    )}
    on conflict (uuid) do update set name = excluded.name, game_api_key_id = excluded.game_api_key_id, seen_at = now()`);
}

/** The player online now under this name (names are case-insensitive in game), if any. */
export async function onlinePlayerNamed(db: Tx, name: string): Promise<MinecraftPlayer | null> {
  const { rows } = await db.execute<MinecraftPlayer>(sql`
    select uuid::text as uuid, name from online_players
    where lower(name) = lower(${name}) and seen_at > now() - make_interval(secs => ${PRESENCE_TIMEOUT_SECONDS})
    order by seen_at desc limit 1`);
  return rows[0] ?? null;
}
