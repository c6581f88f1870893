import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Database, Tx } from '../db/client.ts';
import { tournaments } from '../db/schema/index.ts';
import { recordAudit, SYSTEM_ACTOR } from '../staff/audit.ts';
import {
  lockTournament,
  promoteWaitlist,
  recordRegistrationEvent,
  rosterOf,
  type TournamentRow,
} from './registrations.ts';

// Check-in closes once per tournament: by a staff member early, by hand, or by the background job
// when the window ends. Both go through closeLockedCheckin, so the rule is written once.

/**
 * Closes check-in of a tournament (either format) the caller holds locked (and has not closed yet): registered
 * players (or teams) who did not check in are dropped (their slots freed), then the waitlisted players who did
 * check in are promoted in slot order. Each drop and promotion is recorded with the actor (null when
 * the system closed it at the end of the window), and the audit log gets one entry.
 */
export async function closeLockedCheckin(tx: Tx, t: TournamentRow, actor: { id: string } | null, now: Date) {
  const { table, scope } = rosterOf(t);
  const absent = await tx
    .select({ id: table.id, slot: table.registrationSlot })
    .from(table)
    .where(and(scope, eq(table.status, 'registered'), isNull(table.checkedInAt)))
    .orderBy(asc(table.registrationSlot));
  const actorUserId = actor?.id ?? null;
  for (const r of absent) {
    await tx.update(table).set({ status: 'dropped', registrationSlot: null }).where(eq(table.id, r.id));
    await recordRegistrationEvent(tx, t, r.id, actorUserId, 'dropped', { slot: r.slot, reason: 'no check-in' });
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
    .where(and(isNull(tournaments.checkinClosedAt), lte(tournaments.checkinClosesAt, now)));
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
