import { useQuery } from '@tanstack/react-query';
import type { EventsResponse, SiteEvent } from '@/domain/events/views';
import { api } from '@/web/lib/api';
import { renderedWith } from '@/web/lib/page-data';

export type { SiteEvent };

export function useEvents() {
  return useQuery({
    queryKey: ['events'],
    queryFn: () => api.get<EventsResponse>('/api/events'),
    ...renderedWith<EventsResponse>('/api/events'),
    meta: { tables: ['events', 'event_registrations'] },
  });
}
