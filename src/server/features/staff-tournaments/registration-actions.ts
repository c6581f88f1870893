import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { tournamentRegistrations, tournaments } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../../staff/audit.ts';
import { lockTournament, promoteWaitlist, recordRegistrationEvent } from '../../tournaments/registrations.ts';

type Actor = { id: string };

/** Staff open or close registration (the window still applies while it is open). */
export async function setRegistrationOpen(db: Database, actor: Actor, key: string, open: boolean) {
  return db.transaction(async (tx) => {
    const t = await lockTournament(tx, key);
    await tx.update(tournaments).set({ registrationOpen: open }).where(eq(tournaments.key, key));
    await recordAudit(tx, {
      actor,
      action: open ? 'tournament.registration_open' : 'tournament.registration_close',
      target: { table: 'tournaments', id: key },
      before: { registrationOpen: t.registrationOpen },
      after: { registrationOpen: open },
    });
    return { registrationOpen: open };
  });
}

/**
 * Closes check-in once: registered players who did not check in are dropped (their slots freed),
 * then the waitlisted players who did check in are promoted in slot order. Each drop and promotion
 * is recorded with the staff member and the time.
 */
export async function closeCheckin(db: Database, actor: Actor, key: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const t = await lockTournament(tx, key);
    if (t.checkinClosedAt) throw AppError.conflict('Check-in has already been closed.');
    const absent = await tx
      .select()
      .from(tournamentRegistrations)
      .where(
        and(
          eq(tournamentRegistrations.tournamentName, key),
          eq(tournamentRegistrations.status, 'registered'),
          isNull(tournamentRegistrations.checkedInAt),
        ),
      )
      .orderBy(asc(tournamentRegistrations.registrationSlot));
    for (const r of absent) {
      await tx
        .update(tournamentRegistrations)
        .set({ status: 'dropped', registrationSlot: null })
        .where(eq(tournamentRegistrations.id, r.id));
      await recordRegistrationEvent(tx, r.id, actor.id, 'dropped', { slot: r.registrationSlot, reason: 'no check-in' });
    }
    await tx.update(tournaments).set({ checkinClosedAt: now }).where(eq(tournaments.key, key));
    const promoted = await promoteWaitlist(tx, t, 'check-in close', { actorUserId: actor.id, checkedInOnly: true });
    const result = { dropped: absent.map((r) => r.id), promoted, checkinClosedAt: now.toISOString() };
    await recordAudit(tx, {
      actor,
      action: 'tournament.checkin_close',
      target: { table: 'tournaments', id: key },
      after: result,
    });
    return result;
  });
}
