import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { tournamentRegistrationEvents, tournamentRegistrations, tournaments } from '../db/schema/index.ts';
import { AppError } from '../http/errors.ts';

// Slot bookkeeping shared by the player's own actions (register, withdraw) and the check-in close
// (staff, or the background job at the end of the window). Every caller holds the tournament row
// locked, so slots are computed without races.

export type TournamentRow = typeof tournaments.$inferSelect;
type Action = (typeof tournamentRegistrationEvents.$inferInsert)['action'];

/** The tournament record; `lock` holds it for the rest of the transaction. 404 when no tournament has the key. */
export async function tournamentByKey(db: Tx, key: string, lock = false): Promise<TournamentRow> {
  const query = db.select().from(tournaments).where(eq(tournaments.key, key));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw AppError.notFound('No tournament has this key.');
  return row;
}

/**
 * Locks the tournament row for the rest of the transaction: every slot change, bracket change and
 * doubles registration takes this lock first, so they are checked one at a time.
 */
export const lockTournament = (tx: Tx, key: string) => tournamentByKey(tx, key, true);

export async function recordRegistrationEvent(
  tx: Tx,
  registrationId: string,
  actorUserId: string | null,
  action: Action,
  detail: Record<string, unknown> = {},
) {
  await tx.insert(tournamentRegistrationEvents).values({ registrationId, actorUserId, action, detail });
}

/** Slots in use, ascending. */
export async function usedSlots(tx: Tx, key: string): Promise<number[]> {
  const rows = await tx
    .select({ slot: tournamentRegistrations.registrationSlot })
    .from(tournamentRegistrations)
    .where(and(eq(tournamentRegistrations.tournamentName, key), isNotNull(tournamentRegistrations.registrationSlot)))
    .orderBy(asc(tournamentRegistrations.registrationSlot));
  return rows.map((r) => r.slot!);
}

/** The lowest free slot up to the cap (registered), else the one after the last (waitlisted). */
export function nextSlot(used: number[], cap: number): number {
  const taken = new Set(used);
  for (let s = 1; s <= cap; s++) if (!taken.has(s)) return s;
  return Math.max(cap, ...used) + 1;
}

/**
 * Fills free slots up to the cap with the waitlist, first waitlisted (lowest slot) first; each
 * promoted player takes the lowest free slot. At check-in close only waitlisted players who checked
 * in are promoted (the others are not there to play). Returns the promoted registrations' ids.
 */
export async function promoteWaitlist(
  tx: Tx,
  t: TournamentRow,
  reason: string,
  o: { actorUserId?: string | null; checkedInOnly?: boolean } = {},
): Promise<string[]> {
  const promoted: string[] = [];
  for (;;) {
    const used = await usedSlots(tx, t.key);
    const free = nextSlot(used, t.playerCap);
    if (free > t.playerCap) return promoted;
    const [first] = await tx
      .select()
      .from(tournamentRegistrations)
      .where(
        and(
          eq(tournamentRegistrations.tournamentName, t.key),
          eq(tournamentRegistrations.status, 'waitlisted'),
          o.checkedInOnly ? isNotNull(tournamentRegistrations.checkedInAt) : undefined,
        ),
      )
      .orderBy(asc(tournamentRegistrations.registrationSlot))
      .limit(1);
    if (!first) return promoted;
    await tx
      .update(tournamentRegistrations)
      .set({ status: 'registered', registrationSlot: free })
      .where(eq(tournamentRegistrations.id, first.id));
    await recordRegistrationEvent(tx, first.id, o.actorUserId ?? null, 'promoted', {
      fromSlot: first.registrationSlot,
      toSlot: free,
      reason,
    });
    promoted.push(first.id);
  }
}
