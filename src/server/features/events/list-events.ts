import { asc, ne, sql } from 'drizzle-orm';
import type { EventKind } from '../../../domain/events/enums.ts';
import { events } from '../../db/schema/index.ts';
import type { Deps } from '../../http/context.ts';
import { dependsOn } from '../../cache/hot-cache.ts';

export const EVENT_TABLES = dependsOn('events', 'event_registrations');

/**
 * Every event by start time with its number of registrations (status 'registered' only). Whether an
 * event is upcoming or past depends on the clock, so the page decides that, with the domain rules.
 */
export async function listEvents(deps: Pick<Deps, 'db'>) {
  const rows = await deps.db
    .select({
      id: events.id,
      title: events.title,
      description: events.description,
      kind: events.kind,
      status: events.status,
      startAt: events.startAt,
      endAt: events.endAt,
      rewards: events.rewards,
      capacity: events.capacity,
      registrationCount: sql<number>`(select count(*)::int from event_registrations r
        where r.event_id = events.id and r.status = 'registered')`,
    })
    .from(events)
    // A cancelled event leaves the public pages; staff still see it.
    .where(ne(events.status, 'cancelled'))
    .orderBy(asc(events.startAt), asc(events.id));
  return {
    events: rows.map((e) => ({
      ...e,
      kind: e.kind as EventKind,
      startAt: e.startAt.toISOString(),
      endAt: e.endAt?.toISOString() ?? null,
    })),
  };
}
