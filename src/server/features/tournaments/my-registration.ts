import { and, eq } from 'drizzle-orm';
import { FOUNDERS_CUP } from '../../../domain/tournaments/enums.ts';
import { checkinIsOpen } from '../../../domain/tournaments/windows.ts';
import type { Database, Tx } from '../../db/client.ts';
import { tournamentBracketMatches, tournamentRegistrations } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { lockTournament, promoteWaitlist, recordRegistrationEvent } from '../../tournaments/registrations.ts';

type Row = typeof tournamentRegistrations.$inferSelect;

const view = (r: Row) => ({
  id: r.id,
  status: r.status as 'registered' | 'waitlisted' | 'withdrawn' | 'dropped',
  slot: r.registrationSlot,
  checkedIn: r.checkedInAt !== null,
  minecraftUsername: r.minecraftUsername,
});

const mineQuery = (tx: Tx, userId: string) =>
  tx
    .select()
    .from(tournamentRegistrations)
    .where(and(eq(tournamentRegistrations.tournamentName, FOUNDERS_CUP), eq(tournamentRegistrations.userId, userId)));

export async function myRegistration(db: Database, userId: string) {
  const [row] = await mineQuery(db, userId);
  return { registration: row ? view(row) : null };
}

async function activeMine(tx: Tx, userId: string) {
  const [row] = await mineQuery(tx, userId);
  if (!row || row.registrationSlot === null) throw AppError.notFound('You are not registered for this tournament.');
  return row;
}

/** Withdraws the user; a freed registered slot goes to the first waitlisted player in the same transaction. */
export async function withdraw(db: Database, userId: string) {
  return db.transaction(async (tx) => {
    const t = await lockTournament(tx, FOUNDERS_CUP);
    const row = await activeMine(tx, userId);
    const [match] = await tx
      .select({ id: tournamentBracketMatches.id })
      .from(tournamentBracketMatches)
      .where(eq(tournamentBracketMatches.tournamentName, t.key))
      .limit(1);
    if (match) throw AppError.conflict('The bracket has been generated: ask staff to withdraw you.');
    const [after] = await tx
      .update(tournamentRegistrations)
      .set({ status: 'withdrawn', registrationSlot: null })
      .where(eq(tournamentRegistrations.id, row.id))
      .returning();
    await recordRegistrationEvent(tx, row.id, userId, 'withdrew', { slot: row.registrationSlot, status: row.status });
    await promoteWaitlist(tx, t, 'withdrawal');
    return { registration: view(after!) };
  });
}

/** Checks the user in, inside the check-in window. */
export async function checkIn(db: Database, userId: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const t = await lockTournament(tx, FOUNDERS_CUP);
    if (!checkinIsOpen(t, now)) throw AppError.conflict('Check-in is not open.');
    const row = await activeMine(tx, userId);
    if (row.checkedInAt) return { registration: view(row) };
    const [after] = await tx
      .update(tournamentRegistrations)
      .set({ checkedInAt: now })
      .where(eq(tournamentRegistrations.id, row.id))
      .returning();
    await recordRegistrationEvent(tx, row.id, userId, 'checked_in');
    return { registration: view(after!) };
  });
}
