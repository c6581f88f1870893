import { and, asc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { nextSlot } from '../../domain/tournaments/roster.ts';
import type { Tx } from '../db/client.ts';
import {
  doublesRegistrations,
  tournamentRegistrationEvents,
  tournamentRegistrations,
  tournaments,
} from '../db/schema/index.ts';
import { AppError } from '../http/errors.ts';

// Slot bookkeeping shared by both tournaments' registrations (the Founders' Cup's players, the doubles
// showdown's teams), the player's own actions (register, withdraw, check in) and the check-in close (staff,
// or the background job at the end of the window). Every caller holds the tournament row locked, so slots
// are computed without races.

export type TournamentRow = typeof tournaments.$inferSelect;
type Action = NonNullable<(typeof tournamentRegistrationEvents.$inferInsert)['action']>;

/** The tournament record; `lock` holds it for the rest of the transaction. 404 when no tournament has the key. */
export async function tournamentByKey(db: Tx, key: string, lock = false): Promise<TournamentRow> {
  const query = db.select().from(tournaments).where(eq(tournaments.key, key));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw AppError.notFound('No tournament has this key.');
  return row;
}

/**
 * Locks the tournament row for the rest of the transaction: every slot change and bracket change takes this
 * lock first, so they are checked one at a time.
 */
export const lockTournament = (tx: Tx, key: string) => tournamentByKey(tx, key, true);

/**
 * Where a tournament's registrations live, by its format: the Founders' Cup's in tournament_registrations
 * (one tournament among others there), the doubles teams in their own table with their team sheet. Both have
 * the same slot, status and check-in columns, so every rule below is written once.
 */
export function rosterOf(t: Pick<TournamentRow, 'key' | 'format'>) {
  if (t.format === 'doubles') {
    return { table: doublesRegistrations, scope: undefined, event: 'teamRegistrationId' as const };
  }
  const scope: SQL = eq(tournamentRegistrations.tournamentName, t.key);
  return { table: tournamentRegistrations, scope, event: 'registrationId' as const };
}
export type Roster = ReturnType<typeof rosterOf>;

export async function recordRegistrationEvent(
  tx: Tx,
  t: Pick<TournamentRow, 'key' | 'format'>,
  registrationId: string,
  actorUserId: string | null,
  action: Action,
  detail: Record<string, unknown> = {},
) {
  const of = rosterOf(t).event === 'teamRegistrationId' ? { teamRegistrationId: registrationId } : { registrationId };
  await tx.insert(tournamentRegistrationEvents).values({ ...of, actorUserId, action, detail });
}

/** How many registrations are registered and how many waitlisted. */
export async function rosterCounts(tx: Tx, t: Pick<TournamentRow, 'key' | 'format'>) {
  const { table, scope } = rosterOf(t);
  const rows = await tx
    .select({ status: table.status, n: sql<number>`count(*)::int` })
    .from(table)
    .where(scope)
    .groupBy(table.status);
  const of = (status: string) => rows.find((r) => r.status === status)?.n ?? 0;
  return { registered: of('registered'), waitlisted: of('waitlisted') };
}

/** Slots in use, ascending. */
export async function usedSlots(tx: Tx, t: TournamentRow): Promise<number[]> {
  const { table, scope } = rosterOf(t);
  const rows = await tx
    .select({ slot: table.registrationSlot })
    .from(table)
    .where(and(scope, isNotNull(table.registrationSlot)))
    .orderBy(asc(table.registrationSlot));
  return rows.map((r) => r.slot!);
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
  const { table, scope } = rosterOf(t);
  const promoted: string[] = [];
  for (;;) {
    const free = nextSlot(await usedSlots(tx, t), t.playerCap);
    if (free > t.playerCap) return promoted;
    const [first] = await tx
      .select({ id: table.id, slot: table.registrationSlot })
      .from(table)
      .where(and(scope, eq(table.status, 'waitlisted'), o.checkedInOnly ? isNotNull(table.checkedInAt) : undefined))
      .orderBy(asc(table.registrationSlot))
      .limit(1);
    if (!first) return promoted;
    await tx.update(table).set({ status: 'registered', registrationSlot: free }).where(eq(table.id, first.id));
    await recordRegistrationEvent(tx, t, first.id, o.actorUserId ?? null, 'promoted', {
      fromSlot: first.slot,
      toSlot: free,
      reason,
    });
    promoted.push(first.id);
  }
}
