import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { MinecraftPlayer } from '../../domain/game/common.ts';
import type { presenceRequest } from '../../domain/game/presence.ts';
import type { Database } from '../db/client.ts';
import { upsertMinecraftAccounts } from '../players/minecraft-accounts.ts';
import { replaceOnlinePlayers } from '../players/online-players.ts';
import { listGymLeaders } from './gym-leaders.ts';
import { setPresence } from './set-presence.ts';

type PresenceReport = z.infer<typeof presenceRequest>;

/**
 * Presence from the full list of online players (a stock server's `list`, through the bridge): each
 * current gym leader whose linked account is in the list is online (or stays busy), and each one this
 * game server listed before and lists no more is offline. Leaders it never listed (on another server, or
 * reported by a mod's POST /presence) are left as they are. It goes through setPresence, so the
 * heartbeat, the 2-minute timeout and the live updates of the home page and /gym-leaders are the same as
 * with a mod's POST /presence.
 */
export async function setOnlinePlayers(db: Database, gameApiKeyId: string, players: MinecraftPlayer[]) {
  const online = new Set(players.map((p) => p.uuid));
  const listedBefore = await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ uuid: string }>(
      sql`select uuid::text as uuid from online_players where game_api_key_id = ${gameApiKeyId}`,
    );
    if (players.length > 0) await upsertMinecraftAccounts(tx, players);
    await replaceOnlinePlayers(tx, gameApiKeyId, players);
    return new Set(rows.map((r) => r.uuid));
  });
  const linked = (await listGymLeaders(db)).filter((l) => l.minecraft);
  const leaders = linked.flatMap((l): PresenceReport['leaders'] => {
    if (online.has(l.minecraft!.uuid)) return [{ gym: l.id, status: l.status === 'busy' ? 'busy' : 'online' }];
    // Left this server (already offline: nothing to say, and no timer to restart).
    return listedBefore.has(l.minecraft!.uuid) && l.status !== 'offline' ? [{ gym: l.id, status: 'offline' }] : [];
  });
  if (leaders.length > 0) await setPresence(db, { leaders });
  const ids = linked.map((l) => l.id);
  return { online: online.size, leaders: await listGymLeaders(db, ids) };
}
