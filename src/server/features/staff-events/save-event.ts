import { eq } from 'drizzle-orm';
import type { EventStatus, StaffEvent } from '../../../domain/staff/events.ts';
import type { Database } from '../../db/client.ts';
import { events } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../../staff/audit.ts';

type EventRow = typeof events.$inferSelect;
type Actor = { id: string };

/** The row as the staff screens (and the audit log) see it. */
export function staffEventView(e: EventRow) {
  return {
    id: e.id,
    title: e.title,
    description: e.description,
    kind: e.kind,
    status: e.status,
    startAt: e.startAt.toISOString(),
    endAt: e.endAt?.toISOString() ?? null,
    capacity: e.capacity,
    rewards: Object.entries(e.rewards).map(([name, value]) => ({ name, value })),
  };
}

const columns = (e: StaffEvent) => ({
  title: e.title,
  description: e.description,
  kind: e.kind,
  status: e.status,
  startAt: new Date(e.startAt),
  endAt: e.endAt ? new Date(e.endAt) : null,
  capacity: e.capacity,
  rewards: Object.fromEntries(e.rewards.map((r) => [r.name, r.value])),
});

export async function createEvent(db: Database, actor: Actor, input: StaffEvent) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(events).values(columns(input)).returning();
    const view = staffEventView(row!);
    await recordAudit(tx, { actor, action: 'event.create', target: { table: 'events', id: view.id }, after: view });
    return view;
  });
}

async function change(db: Database, actor: Actor, id: string, action: string, set: Partial<EventRow>) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(events).where(eq(events.id, id)).for('update');
    if (!before) throw AppError.notFound('No event has this id.');
    const [row] = await tx.update(events).set(set).where(eq(events.id, id)).returning();
    const view = staffEventView(row!);
    await recordAudit(tx, {
      actor,
      action,
      target: { table: 'events', id },
      before: staffEventView(before),
      after: view,
    });
    return view;
  });
}

export const updateEvent = (db: Database, actor: Actor, id: string, input: StaffEvent) =>
  change(db, actor, id, 'event.update', columns(input));

const STATUS_ACTION: Record<EventStatus, string> = {
  open: 'event.open',
  closed: 'event.close',
  cancelled: 'event.cancel',
};

export const setEventStatus = (db: Database, actor: Actor, id: string, status: EventStatus) =>
  change(db, actor, id, STATUS_ACTION[status], { status });
