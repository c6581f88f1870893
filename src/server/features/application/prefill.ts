import type { ApplicationPrefill } from '../../../domain/forms/application.ts';
import type { Database } from '../../db/client.ts';
import type { SessionUser } from '../../http/context.ts';
import { linkedMinecraft } from '../../players/minecraft-accounts.ts';

/** What the site knows about the applicant: the Discord name of the session and the linked Minecraft name. */
export async function applicationPrefill(db: Database, user: SessionUser): Promise<ApplicationPrefill> {
  const mc = await linkedMinecraft(db, user.id);
  return { fullName: user.name, discordUsername: user.name, minecraftUsername: mc?.name ?? null };
}
