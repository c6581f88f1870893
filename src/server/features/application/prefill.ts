import { eq } from 'drizzle-orm';
import type { ApplicationPrefill } from '../../../domain/forms/application.ts';
import type { Database } from '../../db/client.ts';
import { minecraftAccounts } from '../../db/schema/index.ts';
import type { SessionUser } from '../../http/context.ts';

/** What the site knows about the applicant: the Discord name of the session and the linked Minecraft name. */
export async function applicationPrefill(db: Database, user: SessionUser): Promise<ApplicationPrefill> {
  const [mc] = await db
    .select({ name: minecraftAccounts.name })
    .from(minecraftAccounts)
    .where(eq(minecraftAccounts.userId, user.id))
    .limit(1);
  return { fullName: user.name, discordUsername: user.name, minecraftUsername: mc?.name ?? null };
}
