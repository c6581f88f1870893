import { CalendarDays, Gift, Users } from 'lucide-react';
import { eventDisplayStatus, type EventDisplayStatus } from '@/domain/events/status';
import { capitalize } from '@/domain/shared/elements';
import { Badge } from '@/web/components/ui/badge';
import { Card } from '@/web/components/ui/card';
import { cn } from '@/web/lib/cn';
import { formatDateTime } from '@/web/lib/date-time';
import { useHydrated } from '@/web/lib/hydration';
import type { SiteEvent } from './api';
import { RegisterControl } from './register-control';

const STATUS_STYLE: Record<EventDisplayStatus, string> = {
  Open: 'bg-success/20 text-success',
  'In Progress': 'bg-accent/20 text-accent',
  'Registration Closed': 'bg-surface-2 text-muted',
  Ended: 'border border-border text-muted',
};

export function EventStatus({ event, now }: { event: SiteEvent; now: number }) {
  const status = eventDisplayStatus(event, now);
  return <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-bold', STATUS_STYLE[status])}>{status}</span>;
}

/**
 * A moment in the visitor's time zone. The server renders the page without knowing that zone (decision 024), so its
 * HTML, and the render that hydrates it, show the moment in UTC, marked so.
 */
export function EventTime({ iso }: { iso: string }) {
  return <>{formatDateTime(iso, useHydrated() ? 'local' : 'UTC')}</>;
}

export function Registrations({ event }: { event: SiteEvent }) {
  return (
    <span className="inline-flex items-center gap-1 text-sm text-muted">
      <Users className="h-4 w-4" aria-hidden="true" />
      {event.capacity ? `${event.registrationCount}/${event.capacity}` : event.registrationCount} registered
    </span>
  );
}

export function Rewards({ rewards }: { rewards: Record<string, string> }) {
  const entries = Object.entries(rewards);
  if (entries.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1 text-sm" aria-label="Rewards">
      {entries.map(([name, value]) => (
        <li key={name} className="flex gap-2">
          <Gift className="mt-0.5 h-4 w-4 shrink-0 text-accent" aria-hidden="true" />
          <span>
            <strong>{name}:</strong> {value}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** An event in a grid; an open event is registered for on the site, from its card. */
export function EventCard({ event, now }: { event: SiteEvent; now: number }) {
  const open = eventDisplayStatus(event, now) === 'Open';
  return (
    <Card className="flex flex-col gap-3 p-5" data-testid="event-card" aria-labelledby={`event-${event.id}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Badge variant="secondary">{capitalize(event.kind)}</Badge>
        <EventStatus event={event} now={now} />
      </div>
      <h3 id={`event-${event.id}`} className="text-lg font-bold">
        {event.title}
      </h3>
      <p className="flex items-center gap-1 text-sm text-muted">
        <CalendarDays className="h-4 w-4" aria-hidden="true" />
        <EventTime iso={event.startAt} />
      </p>
      {event.description && <p className="text-sm">{event.description}</p>}
      <Rewards rewards={event.rewards} />
      <div className="mt-auto flex items-center justify-between gap-2 pt-2">
        <Registrations event={event} />
        {open && <RegisterControl event={event} />}
      </div>
    </Card>
  );
}
