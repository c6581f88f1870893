import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { minecraftAccounts } from '../../db/schema/index.ts';

export async function findLinkedMinecraft(db: Tx, userId: string): Promise<{ uuid: string; name: string } | null> {
  const [row] = await db
    .select({ uuid: minecraftAccounts.uuid, name: minecraftAccounts.name })
    .from(minecraftAccounts)
    .where(eq(minecraftAccounts.userId, userId))
    .limit(1);
  return row ?? null;
}
