import { useQuery } from '@tanstack/react-query';
import type { EventsResponse, SiteEvent } from '@/domain/events/views';
import { api } from '@/web/lib/api';
import { renderedAnswer } from '@/web/lib/page-data';

export type { SiteEvent };

export function useEvents() {
  return useQuery({
    queryKey: ['events'],
    queryFn: () => api.get<EventsResponse>('/api/events'),
    // The server renders /events with its events (decision 020): the render that hydrates starts from the same
    // answer, as old as the HTML, so the page reads them again once it has hydrated.
    initialData: () => renderedAnswer<EventsResponse>('/api/events'),
    initialDataUpdatedAt: 0,
    meta: { tables: ['events', 'event_registrations'] },
  });
}
