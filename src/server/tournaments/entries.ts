import { and, eq, sql } from 'drizzle-orm';
import {
  ALREADY_REGISTERED,
  ALREADY_REGISTERED_REASON,
  REGISTRATION_CLOSED_REASON,
  SLOT_UNAVAILABLE,
  SLOT_UNAVAILABLE_REASON,
} from '../../domain/tournaments/registration.ts';
import {
  BRACKET_DRAWN,
  CHECKIN_NOT_OPEN,
  NOT_REGISTERED,
  nextSlot,
  statusOfSlot,
  type RegistrationStatus,
} from '../../domain/tournaments/roster.ts';
import { checkinIsOpen, registrationIsOpen } from '../../domain/tournaments/windows.ts';
import type { Database, Tx } from '../db/client.ts';
import { tournamentBracketMatches } from '../db/schema/index.ts';
import { AppError, pgErrorCode } from '../http/errors.ts';
import {
  lockTournament,
  promoteWaitlist,
  recordRegistrationEvent,
  rosterOf,
  tournamentByKey,
  usedSlots,
  type TournamentRow,
} from './registrations.ts';

// A player's own registration, for either tournament: register (a slot, registered or waitlisted), withdraw
// (the first waitlisted takes the freed place), check in inside the window. Each format only writes its own
// form's columns (enter's `write`); the rules are these, once.

/** What the player's page shows of their registration. */
export interface Entry {
  id: string;
  status: RegistrationStatus;
  slot: number | null;
  checkedIn: boolean;
  minecraftUsername: string;
}
type EntryRow = { id: string; status: string; registrationSlot: number | null; checkedInAt: Date | null };

export const entryOf = (r: EntryRow & { minecraftUsername: string }): Entry => ({
  id: r.id,
  status: r.status as RegistrationStatus,
  slot: r.registrationSlot,
  checkedIn: r.checkedInAt !== null,
  minecraftUsername: r.minecraftUsername,
});

async function mine(tx: Tx, t: Pick<TournamentRow, 'key' | 'format'>, userId: string) {
  const { table, scope } = rosterOf(t);
  const [row] = await tx
    .select({
      id: table.id,
      status: table.status,
      registrationSlot: table.registrationSlot,
      checkedInAt: table.checkedInAt,
      minecraftUsername: table.minecraftUsername,
    })
    .from(table)
    .where(and(scope, eq(table.userId, userId)));
  return row ?? null;
}

async function activeMine(tx: Tx, t: TournamentRow, userId: string) {
  const row = await mine(tx, t, userId);
  if (!row || row.registrationSlot === null) throw AppError.notFound(NOT_REGISTERED);
  return row;
}

export async function myEntry(db: Database, key: string, userId: string) {
  const row = await mine(db, await tournamentByKey(db, key), userId);
  return { registration: row ? entryOf(row) : null };
}

// How long a registration waits for the tournament lock before giving up. Waiters are bounded by the
// database pool (20), so a healthy queue clears in well under a second; longer means something holds it.
const LOCK_WAIT_MS = 5_000;
// lock_not_available (the wait above ran out), serialization_failure, deadlock_detected, and a taken slot
// (unique violation on the slot: only possible if the lock was bypassed): the slot could not be assigned.
const SLOT_FAILURES = new Set(['55P03', '40001', '40P01']);
const SLOT_CONSTRAINTS = new Set(['tournament_registrations_one_per_slot', 'doubles_one_per_slot']);
const slotTaken = (err: unknown) =>
  SLOT_CONSTRAINTS.has((err as { cause?: { constraint?: string } }).cause?.constraint ?? '');

/** Where the registration goes: the slot, its status, and the row of an earlier one (withdrawn or dropped). */
export interface Placement {
  slot: number;
  status: 'registered' | 'waitlisted';
  existingId: string | null;
}

/**
 * Registers the user with the tournament row locked: the lowest free slot up to the cap is registered, any
 * later one waitlisted. One registration per account; a player who withdrew or was dropped may register
 * again and joins at the back (`write` updates their row). `write` stores the format's own columns with the
 * placement and returns the row's id.
 */
export async function enterTournament<T>(
  db: Database,
  key: string,
  userId: string,
  o: { closed: string; now?: Date; lockWaitMs?: number },
  write: (tx: Tx, t: TournamentRow, p: Placement) => Promise<T & { id: string }>,
): Promise<T & { id: string }> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local lock_timeout = ${Math.round(o.lockWaitMs ?? LOCK_WAIT_MS)}`));
      const t = await lockTournament(tx, key);
      if (!registrationIsOpen(t, o.now ?? new Date())) {
        throw AppError.conflict(o.closed, REGISTRATION_CLOSED_REASON);
      }
      const existing = await mine(tx, t, userId);
      if (existing && existing.registrationSlot !== null) {
        throw AppError.conflict(ALREADY_REGISTERED, ALREADY_REGISTERED_REASON);
      }
      const slot = nextSlot(await usedSlots(tx, t), t.playerCap);
      const status = statusOfSlot(slot, t.playerCap);
      const row = await write(tx, t, { slot, status, existingId: existing?.id ?? null });
      await recordRegistrationEvent(tx, t, row.id, userId, status, { slot });
      return row;
    });
  } catch (err) {
    if (SLOT_FAILURES.has(pgErrorCode(err) ?? '') || slotTaken(err))
      throw new AppError('unavailable', SLOT_UNAVAILABLE, undefined, { reason: SLOT_UNAVAILABLE_REASON });
    // The one registration per account, raced past the check above.
    if (pgErrorCode(err) === '23505') throw AppError.conflict(ALREADY_REGISTERED, ALREADY_REGISTERED_REASON);
    throw err;
  }
}

/** Withdraws the user; a freed registered slot goes to the first waitlisted in the same transaction. */
export async function withdrawEntry(db: Database, key: string, userId: string) {
  return db.transaction(async (tx) => {
    const t = await lockTournament(tx, key);
    const row = await activeMine(tx, t, userId);
    const [match] = await tx
      .select({ id: tournamentBracketMatches.id })
      .from(tournamentBracketMatches)
      .where(eq(tournamentBracketMatches.tournamentName, t.key))
      .limit(1);
    if (match) throw AppError.conflict(BRACKET_DRAWN);
    const { table } = rosterOf(t);
    await tx.update(table).set({ status: 'withdrawn', registrationSlot: null }).where(eq(table.id, row.id));
    await recordRegistrationEvent(tx, t, row.id, userId, 'withdrew', {
      slot: row.registrationSlot,
      status: row.status,
    });
    await promoteWaitlist(tx, t, 'withdrawal');
    return { registration: entryOf({ ...row, status: 'withdrawn', registrationSlot: null }) };
  });
}

/** Checks the user in (registered or waitlisted), inside the check-in window. */
export async function checkInEntry(db: Database, key: string, userId: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const t = await lockTournament(tx, key);
    if (!checkinIsOpen(t, now)) throw AppError.conflict(CHECKIN_NOT_OPEN);
    const row = await activeMine(tx, t, userId);
    if (row.checkedInAt) return { registration: entryOf(row) };
    const { table } = rosterOf(t);
    await tx.update(table).set({ checkedInAt: now }).where(eq(table.id, row.id));
    await recordRegistrationEvent(tx, t, row.id, userId, 'checked_in');
    return { registration: entryOf({ ...row, checkedInAt: now }) };
  });
}
