import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { REGISTRATION_CLOSED, type foundersRegistrationSchema } from '../../../domain/tournaments/registration.ts';
import { FOUNDERS_CUP } from '../../../domain/tournaments/enums.ts';
import type { Database } from '../../db/client.ts';
import type { SessionUser } from '../../http/context.ts';
import { tournamentRegistrations } from '../../db/schema/index.ts';
import { enterTournament, entryOf } from '../../tournaments/entries.ts';
import { registrant } from '../../tournaments/registrant.ts';
import { checkSpeciesNames } from './species.ts';

type Registration = z.output<typeof foundersRegistrationSchema>;

/**
 * Registers the user for the Founders' Cup through the shared registration rules (src/server/tournaments/
 * entries.ts): a slot, registered or waitlisted. The form's six species are checked first; the Minecraft name
 * is the linked account's and the Discord tag the session's (409 when no Minecraft account is linked).
 */
export async function registerForFoundersCup(
  db: Database,
  me: SessionUser,
  input: Registration,
  o: { now?: Date; lockWaitMs?: number } = {},
) {
  const form = checkSpeciesNames(input);
  return enterTournament(db, FOUNDERS_CUP, me.id, { ...o, closed: REGISTRATION_CLOSED }, async (tx, t, p) => {
    const { minecraftUsername, discordTag } = await registrant(tx, me);
    const values = { ...form, minecraftUsername, discordTag, registrationSlot: p.slot, status: p.status };
    const [row] = p.existingId
      ? await tx
          .update(tournamentRegistrations)
          .set({ ...values, checkedInAt: null })
          .where(eq(tournamentRegistrations.id, p.existingId))
          .returning()
      : await tx
          .insert(tournamentRegistrations)
          .values({ ...values, userId: me.id, tournamentName: t.key })
          .returning();
    return entryOf(row!);
  });
}
