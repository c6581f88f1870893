import { and, eq, sql } from 'drizzle-orm';
import {
  EVENT_ALREADY_REGISTERED_REASON,
  EVENT_CLOSED_REASON,
  EVENT_FULL_REASON,
  EVENT_REGISTRATION_MESSAGES as M,
  registrationRefusal,
} from '../../../domain/events/registration.ts';
import type { EventRegistrationResult } from '../../../domain/events/registration-api.ts';
import { isUpcoming } from '../../../domain/events/status.ts';
import type { Database, Tx } from '../../db/client.ts';
import { eventRegistrations, events } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';

const registeredCount = async (tx: Tx, eventId: string) => {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, 'registered')));
  return row?.n ?? 0;
};

/**
 * Runs `change` in a transaction that holds the event locked, so its capacity is checked one registration at a time,
 * with the user's registration row if there is one. A missing or cancelled event is not found.
 */
function withLockedEvent<R>(
  db: Database,
  userId: string,
  eventId: string,
  change: (tx: Tx, event: typeof events.$inferSelect, existing?: typeof eventRegistrations.$inferSelect) => Promise<R>,
): Promise<R> {
  return db.transaction(async (tx) => {
    const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
    if (!event || event.status === 'cancelled') throw AppError.notFound(M.notFound);
    const [existing] = await tx
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.userId, userId)));
    return change(tx, event, existing);
  });
}

/** Registers the user for an open event with room left; a player who withdrew comes back on the same row. */
export const registerForEvent = (db: Database, userId: string, eventId: string) =>
  withLockedEvent(db, userId, eventId, async (tx, event, existing): Promise<EventRegistrationResult> => {
    if (existing?.status === 'registered') throw AppError.conflict(M.already, EVENT_ALREADY_REGISTERED_REASON);
    const count = await registeredCount(tx, eventId);
    const refusal = registrationRefusal(event, count, new Date());
    if (refusal === 'closed') throw AppError.conflict(M.closed, EVENT_CLOSED_REASON);
    if (refusal === 'full') throw AppError.conflict(M.full, EVENT_FULL_REASON);
    if (existing) {
      await tx.update(eventRegistrations).set({ status: 'registered' }).where(eq(eventRegistrations.id, existing.id));
    } else {
      await tx.insert(eventRegistrations).values({ eventId, userId, status: 'registered' });
    }
    return { eventId, status: 'registered', registrationCount: count + 1 };
  });

/** Withdraws the user until the event starts; the row stays, as 'cancelled', and is no longer counted. */
export const withdrawFromEvent = (db: Database, userId: string, eventId: string) =>
  withLockedEvent(db, userId, eventId, async (tx, event, existing): Promise<EventRegistrationResult> => {
    if (existing?.status !== 'registered') throw AppError.notFound(M.notRegistered);
    if (!isUpcoming(event, new Date())) throw AppError.conflict(M.started);
    await tx.update(eventRegistrations).set({ status: 'cancelled' }).where(eq(eventRegistrations.id, existing.id));
    return { eventId, status: 'cancelled', registrationCount: await registeredCount(tx, eventId) };
  });

/** Ids of the events the user is registered for. */
export async function myEventRegistrations(db: Database, userId: string) {
  const rows = await db
    .select({ eventId: eventRegistrations.eventId })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.userId, userId), eq(eventRegistrations.status, 'registered')));
  return { registered: rows.map((r) => r.eventId) };
}
