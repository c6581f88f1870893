import { CalendarDays, Star } from 'lucide-react';
import { capitalize } from '@/domain/shared/elements';
import { eventDisplayStatus } from '@/domain/events/status';
import { Badge } from '@/web/components/ui/badge';
import type { SiteEvent } from './api';
import { EventStatus, EventTime, Registrations, Rewards } from './event-card';
import { RegisterControl } from './register-control';

/** The first upcoming tournament, else the first upcoming event, in the spotlight. */
export function FeaturedEvent({ event, now }: { event: SiteEvent; now: number }) {
  return (
    <section
      aria-labelledby="featured-event"
      className="mb-12 rounded-2xl border border-accent/40 bg-gradient-to-br from-surface to-background p-6 sm:p-8"
      data-testid="featured-event"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="accent">
          <Star className="h-3.5 w-3.5" aria-hidden="true" />
          Featured Event
        </Badge>
        <Badge variant="secondary">{capitalize(event.kind)}</Badge>
        <EventStatus event={event} now={now} />
      </div>
      <h2 id="featured-event" className="mt-4 text-3xl font-extrabold">
        {event.title}
      </h2>
      <p className="mt-2 flex items-center gap-1 text-muted">
        <CalendarDays className="h-4 w-4" aria-hidden="true" />
        <EventTime iso={event.startAt} />
        {event.endAt && (
          <>
            {' – '}
            <EventTime iso={event.endAt} />
          </>
        )}
      </p>
      {event.description && <p className="mt-4 max-w-2xl">{event.description}</p>}
      <div className="mt-4">
        <Rewards rewards={event.rewards} />
      </div>
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <Registrations event={event} />
        {eventDisplayStatus(event, now) === 'Open' && <RegisterControl event={event} className="h-10 px-5" />}
      </div>
    </section>
  );
}
