import { useQuery } from '@tanstack/react-query';
import type { EventKind } from '@/domain/events/enums';
import { api } from '@/web/lib/api';

export interface SiteEvent {
  id: string;
  title: string;
  description: string;
  kind: EventKind;
  status: string;
  startAt: string;
  endAt: string | null;
  rewards: Record<string, string>;
  capacity: number | null;
  registrationCount: number;
}

export function useEvents() {
  return useQuery({
    queryKey: ['events'],
    queryFn: () => api.get<{ events: SiteEvent[] }>('/api/events'),
    meta: { tables: ['events', 'event_registrations'] },
  });
}
