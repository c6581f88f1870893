import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  EventRegistration,
  EventStatus,
  StaffEvent,
  StaffEventListItem,
  StaffEventView,
} from '@/domain/staff/events';
import type { Paged } from '@/domain/staff/paging';
import type { RealtimeTable } from '@/domain/realtime/tables';
import { api } from '@/web/lib/api';

const TABLES: readonly RealtimeTable[] = ['events', 'event_registrations'];

export function useStaffEvents(page: number) {
  return useQuery({
    queryKey: ['staff', 'events', page],
    queryFn: () => api.get<Paged<StaffEventListItem>>(`/api/staff/events?page=${page}`),
    placeholderData: keepPreviousData,
    meta: { tables: TABLES },
  });
}

export function useRegistrations(eventId: string | null, page: number) {
  return useQuery({
    queryKey: ['staff', 'events', eventId, 'registrations', page],
    queryFn: () => api.get<Paged<EventRegistration>>(`/api/staff/events/${eventId}/registrations?page=${page}`),
    enabled: eventId !== null,
    meta: { tables: TABLES },
  });
}

export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, event }: { id: string | null; event: StaffEvent }) =>
      id
        ? api.put<StaffEventView>(`/api/staff/events/${id}`, event)
        : api.post<StaffEventView>('/api/staff/events', event),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'events'] }),
  });
}

export function useEventStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: EventStatus }) =>
      api.post<StaffEventView>(`/api/staff/events/${id}/status`, { status }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'events'] }),
  });
}
