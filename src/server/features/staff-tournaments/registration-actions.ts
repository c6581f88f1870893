import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { tournaments } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../../staff/audit.ts';
import { closeLockedCheckin } from '../../tournaments/checkin-close.ts';
import { lockTournament } from '../../tournaments/registrations.ts';

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
 * Staff close check-in by hand, possibly before the window ends (a background job closes it when
 * the window ends): drops and promotions are recorded with the staff member and the time.
 */
export async function closeCheckin(db: Database, actor: Actor, key: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const t = await lockTournament(tx, key);
    if (t.checkinClosedAt) throw AppError.conflict('Check-in has already been closed.');
    return closeLockedCheckin(tx, t, actor, now);
  });
}
