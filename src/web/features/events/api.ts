import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EventRegistrationResult, MyEventRegistrations } from '@/domain/events/registration-api';
import type { EventsResponse, SiteEvent } from '@/domain/events/views';
import { FOUNDERS_CUP } from '@/domain/tournaments/enums';
import type { tournamentViewSchema } from '@/domain/tournaments/registration';
import type { z } from 'zod';
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

/** The Founders' Cup record, for its card's date (the tournament page reads the same address). */
export function useFoundersCup() {
  return useQuery({
    queryKey: ['founders-cup-record'],
    queryFn: () => api.get<z.infer<typeof tournamentViewSchema>>(`/api/tournaments/${FOUNDERS_CUP}`),
    meta: { tables: ['tournaments'] },
  });
}

const MINE = ['events', 'mine'] as const;

/** The events the signed-in player is registered for. */
export function useMyEventRegistrations(enabled: boolean) {
  return useQuery({
    queryKey: MINE,
    queryFn: () => api.get<MyEventRegistrations>('/api/event-registrations'),
    enabled,
    meta: { tables: ['event_registrations'] },
  });
}

/**
 * Register or withdraw. The answer carries the new count: the list shows it at once, and the change feed brings
 * everybody else's page (and this one, again) the same count.
 */
export function useEventRegistration(action: 'register' | 'withdraw') {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (eventId: string) =>
      api.post<EventRegistrationResult>(
        `/api/events/${eventId}/registration${action === 'withdraw' ? '/withdraw' : ''}`,
      ),
    onSuccess: (r) => {
      qc.setQueryData<EventsResponse>(
        ['events'],
        (old) =>
          old && {
            events: old.events.map((e) => (e.id === r.eventId ? { ...e, registrationCount: r.registrationCount } : e)),
          },
      );
      qc.setQueryData<MyEventRegistrations>(MINE, (old) => {
        const others = (old?.registered ?? []).filter((id) => id !== r.eventId);
        return { registered: r.status === 'registered' ? [...others, r.eventId] : others };
      });
    },
  });
}
