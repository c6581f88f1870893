import { asc, desc, eq, sql } from 'drizzle-orm';
import { pageWindow, toPage } from '../../../domain/staff/paging.ts';
import type { Tx } from '../../db/client.ts';
import { eventRegistrations, events, user } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { staffEventView } from './save-event.ts';

/** Every event, cancelled ones too, latest start first, with its registration count. */
export async function staffEvents(db: Tx, page: number) {
  const { offset, limit } = pageWindow(page);
  const rows = await db
    .select({
      event: events,
      registrations: sql<number>`(select count(*)::int from event_registrations r
        where r.event_id = events.id and r.status = 'registered')`,
    })
    .from(events)
    .orderBy(desc(events.startAt), asc(events.id))
    .offset(offset)
    .limit(limit);
  return toPage(
    rows.map((r) => ({ ...staffEventView(r.event), registrationCount: r.registrations })),
    page,
  );
}

/** Who registered for an event, first come first. */
export async function eventRegistrationList(db: Tx, eventId: string, page: number) {
  const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  if (!event) throw AppError.notFound('No event has this id.');
  const { offset, limit } = pageWindow(page);
  const rows = await db
    .select({
      id: eventRegistrations.id,
      userId: eventRegistrations.userId,
      name: user.name,
      discordId: user.discordId,
      status: eventRegistrations.status,
      createdAt: eventRegistrations.createdAt,
    })
    .from(eventRegistrations)
    .innerJoin(user, eq(user.id, eventRegistrations.userId))
    .where(eq(eventRegistrations.eventId, eventId))
    .orderBy(asc(eventRegistrations.createdAt), asc(eventRegistrations.id))
    .offset(offset)
    .limit(limit);
  return toPage(
    rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    page,
  );
}
