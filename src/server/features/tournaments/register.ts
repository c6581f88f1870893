import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { foundersRegistrationSchema } from '../../../domain/tournaments/registration.ts';
import { FOUNDERS_CUP } from '../../../domain/tournaments/enums.ts';
import type { Database } from '../../db/client.ts';
import { tournamentRegistrations } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { lockTournament, nextSlot, recordRegistrationEvent, usedSlots } from '../../tournaments/registrations.ts';
import { registrationIsOpen } from './windows.ts';
import { checkTeam } from './species.ts';

type Registration = z.output<typeof foundersRegistrationSchema>;

export const ALREADY_REGISTERED = 'You have already registered for this tournament.';

/**
 * Registers the user, taking the next slot with the tournament row locked: the lowest free slot up to
 * the cap is 'registered', any later one 'waitlisted'. One registration per account; a player who
 * withdrew or was dropped may register again and joins at the back.
 */
export async function registerForFoundersCup(db: Database, userId: string, input: Registration, now = new Date()) {
  const form = checkTeam(input);
  return db.transaction(async (tx) => {
    const t = await lockTournament(tx, FOUNDERS_CUP);
    if (!registrationIsOpen(t, now)) throw AppError.conflict('Registration for this tournament is closed.');
    const [existing] = await tx
      .select()
      .from(tournamentRegistrations)
      .where(and(eq(tournamentRegistrations.tournamentName, t.key), eq(tournamentRegistrations.userId, userId)));
    if (existing && existing.registrationSlot !== null) throw AppError.conflict(ALREADY_REGISTERED);
    const slot = nextSlot(await usedSlots(tx, t.key), t.playerCap);
    const status = slot <= t.playerCap ? ('registered' as const) : ('waitlisted' as const);
    const values = { ...form, registrationSlot: slot, status, checkedInAt: null };
    const [row] = existing
      ? await tx
          .update(tournamentRegistrations)
          .set(values)
          .where(eq(tournamentRegistrations.id, existing.id))
          .returning()
      : await tx
          .insert(tournamentRegistrations)
          .values({ ...values, userId, tournamentName: t.key })
          .returning();
    await recordRegistrationEvent(tx, row!.id, userId, status, { slot });
    return { id: row!.id, status, slot, checkedIn: false, minecraftUsername: row!.minecraftUsername };
  });
}
