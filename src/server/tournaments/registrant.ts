import { MINECRAFT_LINK_REQUIRED, MINECRAFT_LINK_REQUIRED_REASON } from '../../domain/tournaments/registrant.ts';
import type { Tx } from '../db/client.ts';
import type { SessionUser } from '../http/context.ts';
import { AppError } from '../http/errors.ts';
import { linkedMinecraft } from '../players/minecraft-accounts.ts';

/**
 * The registrant of a tournament sign-up (Founders' Cup and doubles alike): the linked Minecraft account's name
 * and the session's Discord name, whatever the request body says. 409 with MINECRAFT_LINK_REQUIRED_REASON when
 * the account has no linked Minecraft account.
 */
export async function registrant(db: Tx, me: SessionUser) {
  const mc = await linkedMinecraft(db, me.id);
  if (!mc) throw AppError.conflict(MINECRAFT_LINK_REQUIRED, MINECRAFT_LINK_REQUIRED_REASON);
  return { minecraftUsername: mc.name, minecraftUuid: mc.uuid, discordTag: me.name };
}
