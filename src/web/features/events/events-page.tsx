import { useEffect, useRef, useState } from 'react';
import { BellRing } from 'lucide-react';
import { featuredEvent, isHappeningNow, isPast, isUpcoming } from '@/domain/events/status';
import { Page } from '@/web/components/layout/page';
import { JoinDiscordLink } from '@/web/components/layout/online-widget';
import { Skeleton } from '@/web/components/ui/skeleton';
import { renderedAt } from '@/web/lib/page-data';
import { useEvents, type SiteEvent } from './api';
import { EventCard } from './event-card';
import { FeaturedEvent } from './featured-event';
import { FoundersCupCard } from './founders-cup-card';

function Grid({
  id,
  title,
  events,
  now,
  empty,
  first,
}: {
  id: string;
  title: string;
  events: SiteEvent[];
  now: number;
  empty?: string;
  first?: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mb-12">
      <h2 id={id} className="mb-4 text-2xl font-extrabold">
        {title}
      </h2>
      {events.length === 0 && !first ? (
        <p className="rounded-xl border border-dashed border-border p-8 text-center text-muted">{empty}</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {first}
          {events.map((e) => (
            <EventCard key={e.id} event={e} now={now} />
          ))}
        </div>
      )}
    </section>
  );
}

/**
 * The time, updated every 30 seconds so an event moves from upcoming to past without a reload. The HTML the server
 * rendered (decision 024) starts from the server's clock, so the render that hydrates it matches; that clock is never
 * more than 30 seconds old either, so the first update comes when it would be, and hydrating costs no second render.
 */
function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => renderedAt() ?? Date.now());
  const started = useRef(now);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setNow(Date.now());
      timer = setTimeout(tick, everyMs);
    };
    timer = setTimeout(tick, Math.max(0, started.current + everyMs - Date.now()));
    return () => clearTimeout(timer);
  }, [everyMs]);
  return now;
}

function EventLists({ events }: { events: SiteEvent[] }) {
  // One clock for the whole render, so an event cannot be both upcoming and past.
  const now = useNow();
  const featured = featuredEvent(events, now);
  const happening = events.filter((e) => isHappeningNow(e, now));
  const past = events.filter((e) => isPast(e, now)).reverse();
  return (
    <>
      {featured && <FeaturedEvent event={featured} now={now} />}
      {happening.length > 0 && <Grid id="happening-now" title="Happening Now" events={happening} now={now} />}
      <Grid
        id="upcoming-events"
        title="Upcoming Events"
        events={events.filter((e) => isUpcoming(e, now))}
        now={now}
        empty="No upcoming events yet. Check back soon!"
      />
      <Grid id="past-events" title="Past Events" events={past} now={now} first={<FoundersCupCard />} />
    </>
  );
}

/** The shape of the lists: the featured event, a section heading and a row of cards. */
function EventsSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">Loading events</span>
      <Skeleton className="mb-12 h-80 w-full rounded-2xl" />
      <Skeleton className="mb-4 h-8 w-56" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-56 w-full rounded-xl" />
        ))}
      </div>
    </div>
  );
}

export default function EventsPage() {
  const { data, isPending, error } = useEvents();
  return (
    <Page title="Events" description="Tournaments, themed nights, raids and quick battles on the server.">
      {/* At least a screen tall: the section below starts under the fold, so the lists arriving never move it. */}
      <div className="min-h-svh">
        {isPending ? (
          <EventsSkeleton />
        ) : error || !data ? (
          <p role="alert" className="rounded-xl border border-danger/50 bg-danger/10 p-5 text-danger">
            Error loading events: {error?.message || 'Failed to fetch events'}
          </p>
        ) : (
          <EventLists events={data.events} />
        )}
      </div>
      <section aria-labelledby="never-miss" className="rounded-2xl border border-border bg-surface p-8 text-center">
        <BellRing className="mx-auto mb-3 h-10 w-10 text-accent" aria-hidden="true" />
        <h2 id="never-miss" className="text-2xl font-extrabold">
          Never Miss an Event
        </h2>
        <p className="mx-auto mt-2 max-w-xl text-muted">
          Join our Discord and turn on event notifications to hear about every tournament and raid first.
        </p>
        <JoinDiscordLink className="mt-5 h-10 px-5 text-sm">Enable Discord Notifications</JoinDiscordLink>
      </section>
    </Page>
  );
}
