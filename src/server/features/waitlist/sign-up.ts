import { eq } from 'drizzle-orm';
import { ALREADY_SIGNED_UP, waitlistDiscordUsername, type WaitlistSignup } from '../../../domain/waitlist/signup.ts';
import type { Tx } from '../../db/client.ts';
import { waitlist } from '../../db/schema/index.ts';
import type { SessionUser } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { linkedMinecraft } from '../../players/minecraft-accounts.ts';

/** Puts the signed-in user on the alpha waitlist, once per site account. */
export async function signUpForAlpha(db: Tx, user: SessionUser, input: WaitlistSignup) {
  const linked = await linkedMinecraft(db, user.id);
  const [row] = await db
    .insert(waitlist)
    .values({
      userId: user.id,
      playerName: input.playerName,
      email: input.email,
      discordUsername: waitlistDiscordUsername(linked?.name, user.name),
      minecraftUsername: input.minecraftUsername,
      whyJoin: input.whyJoin,
      mostExcitedFeature: input.mostExcitedFeature,
      communityEnhancement: input.communityEnhancement,
    })
    .onConflictDoNothing({ target: waitlist.userId })
    .returning({ id: waitlist.id, createdAt: waitlist.createdAt });
  if (!row) throw AppError.conflict(ALREADY_SIGNED_UP);
  return { id: row.id, createdAt: row.createdAt.toISOString() };
}

export async function hasSignedUp(db: Tx, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: waitlist.id }).from(waitlist).where(eq(waitlist.userId, userId)).limit(1);
  return Boolean(row);
}
