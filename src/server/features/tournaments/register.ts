import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ALREADY_REGISTERED,
  ALREADY_REGISTERED_REASON,
  REGISTRATION_CLOSED,
  REGISTRATION_CLOSED_REASON,
  SLOT_UNAVAILABLE,
  SLOT_UNAVAILABLE_REASON,
  type foundersRegistrationSchema,
} from '../../../domain/tournaments/registration.ts';
import { FOUNDERS_CUP } from '../../../domain/tournaments/enums.ts';
import { registrationIsOpen } from '../../../domain/tournaments/windows.ts';
import type { Database } from '../../db/client.ts';
import type { SessionUser } from '../../http/context.ts';
import { tournamentRegistrations } from '../../db/schema/index.ts';
import { AppError, pgErrorCode } from '../../http/errors.ts';
import { registrant } from '../../tournaments/registrant.ts';
import { lockTournament, nextSlot, recordRegistrationEvent, usedSlots } from '../../tournaments/registrations.ts';
import { checkSpeciesNames } from './species.ts';

type Registration = z.output<typeof foundersRegistrationSchema>;

// How long a registration waits for the tournament lock before giving up. Waiters are bounded by the
// database pool (20), so a healthy queue clears in well under a second; longer means something holds it.
const LOCK_WAIT_MS = 5_000;
// lock_not_available (the wait above ran out), serialization_failure, deadlock_detected, and a taken slot
// (unique violation on the slot: only possible if the lock was bypassed): the slot could not be assigned.
const SLOT_FAILURES = new Set(['55P03', '40001', '40P01']);
const slotTaken = (err: unknown) =>
  (err as { cause?: { constraint?: string } }).cause?.constraint === 'tournament_registrations_one_per_slot';

/**
 * Registers the user, taking the next slot with the tournament row locked: the lowest free slot up to
 * the cap is 'registered', any later one 'waitlisted'. One registration per account; a player who
 * withdrew or was dropped may register again and joins at the back. The Minecraft name is the linked
 * account's and the Discord tag the session's (409 when no Minecraft account is linked).
 */
export async function registerForFoundersCup(
  db: Database,
  me: SessionUser,
  input: Registration,
  o: { now?: Date; lockWaitMs?: number } = {},
) {
  const form = checkSpeciesNames(input);
  try {
    return await assignSlot(db, me, form, o.now ?? new Date(), o.lockWaitMs ?? LOCK_WAIT_MS);
  } catch (err) {
    if (SLOT_FAILURES.has(pgErrorCode(err) ?? '') || slotTaken(err))
      throw new AppError('unavailable', SLOT_UNAVAILABLE, undefined, { reason: SLOT_UNAVAILABLE_REASON });
    throw err;
  }
}

async function assignSlot(db: Database, me: SessionUser, form: Registration, now: Date, waitMs: number) {
  const userId = me.id;
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local lock_timeout = ${Math.round(waitMs)}`));
    const t = await lockTournament(tx, FOUNDERS_CUP);
    if (!registrationIsOpen(t, now)) throw AppError.conflict(REGISTRATION_CLOSED, REGISTRATION_CLOSED_REASON);
    const [existing] = await tx
      .select()
      .from(tournamentRegistrations)
      .where(and(eq(tournamentRegistrations.tournamentName, t.key), eq(tournamentRegistrations.userId, userId)));
    if (existing && existing.registrationSlot !== null)
      throw AppError.conflict(ALREADY_REGISTERED, ALREADY_REGISTERED_REASON);
    const { minecraftUsername, discordTag } = await registrant(tx, me);
    const slot = nextSlot(await usedSlots(tx, t.key), t.playerCap);
    const status = slot <= t.playerCap ? ('registered' as const) : ('waitlisted' as const);
    const values = { ...form, minecraftUsername, discordTag, registrationSlot: slot, status, checkedInAt: null };
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
