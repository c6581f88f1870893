import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Database, Tx } from '../db/client.ts';
import { tournamentRegistrations, tournaments } from '../db/schema/index.ts';
import { recordAudit, SYSTEM_ACTOR } from '../staff/audit.ts';
import { lockTournament, promoteWaitlist, recordRegistrationEvent, type TournamentRow } from './registrations.ts';

// Check-in closes once per tournament: by a staff member early, by hand, or by the background job
// when the window ends. Both go through closeLockedCheckin, so the rule is written once.

/**
 * Closes check-in of a tournament the caller holds locked (and has not closed yet): registered
 * players who did not check in are dropped (their slots freed), then the waitlisted players who did
 * check in are promoted in slot order. Each drop and promotion is recorded with the actor (null when
 * the system closed it at the end of the window), and the audit log gets one entry.
 */
export async function closeLockedCheckin(tx: Tx, t: TournamentRow, actor: { id: string } | null, now: Date) {
  const absent = await tx
    .select()
    .from(tournamentRegistrations)
    .where(
      and(
        eq(tournamentRegistrations.tournamentName, t.key),
        eq(tournamentRegistrations.status, 'registered'),
        isNull(tournamentRegistrations.checkedInAt),
      ),
    )
    .orderBy(asc(tournamentRegistrations.registrationSlot));
  const actorUserId = actor?.id ?? null;
  for (const r of absent) {
    await tx
      .update(tournamentRegistrations)
      .set({ status: 'dropped', registrationSlot: null })
      .where(eq(tournamentRegistrations.id, r.id));
    await recordRegistrationEvent(tx, r.id, actorUserId, 'dropped', {
      slot: r.registrationSlot,
      reason: 'no check-in',
    });
  }
  await tx.update(tournaments).set({ checkinClosedAt: now }).where(eq(tournaments.key, t.key));
  const promoted = await promoteWaitlist(tx, t, 'check-in close', { actorUserId, checkedInOnly: true });
  const result = { dropped: absent.map((r) => r.id), promoted, checkinClosedAt: now.toISOString() };
  await recordAudit(tx, {
    actor: actor ?? SYSTEM_ACTOR,
    action: 'tournament.checkin_close',
    target: { table: 'tournaments', id: t.key },
    after: result,
  });
  return result;
}

/**
 * Closes, as the system, the check-in of every tournament whose window has ended by `now`; returns
 * their keys. Safe on several instances at once: each close locks the tournament row and reads it
 * again under the lock, so a runner that comes second finds check-in closed and does nothing.
 */
export async function closeEndedCheckins(db: Database, now = new Date()): Promise<string[]> {
  const due = await db
    .select({ key: tournaments.key })
    .from(tournaments)
    // Only the singles Founders' Cup has a check-in; the doubles showdown's window is never used.
    .where(
      and(
        eq(tournaments.format, 'singles'),
        isNull(tournaments.checkinClosedAt),
        lte(tournaments.checkinClosesAt, now),
      ),
    );
  const closed: string[] = [];
  for (const { key } of due) {
    const done = await db.transaction(async (tx) => {
      const t = await lockTournament(tx, key);
      if (t.checkinClosedAt !== null || t.checkinClosesAt > now) return false;
      await closeLockedCheckin(tx, t, null, now);
      return true;
    });
    if (done) closed.push(key);
  }
  return closed;
}
