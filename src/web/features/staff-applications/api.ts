import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicationDetail, ApplicationSummary } from '@/domain/requests/applications';
import type { Paged } from '@/domain/staff/paging';
import type { RealtimeTable } from '@/domain/realtime/tables';
import { api } from '@/web/lib/api';

const TABLES: readonly RealtimeTable[] = ['gym_leader_applications', 'gym_leaders', 'request_messages'];

export function useApplications(page: number, status: string, element: string) {
  const qs = new URLSearchParams({ page: String(page), ...(status && { status }), ...(element && { element }) });
  return useQuery({
    queryKey: ['staff', 'applications', page, status, element],
    queryFn: () => api.get<Paged<ApplicationSummary>>(`/api/staff/applications?${qs}`),
    placeholderData: keepPreviousData,
    meta: { tables: TABLES },
  });
}

export function useApplication(id: string | null) {
  return useQuery({
    queryKey: ['staff', 'application', id],
    queryFn: () => api.get<ApplicationDetail>(`/api/staff/applications/${id}`),
    enabled: !!id,
    meta: { tables: TABLES },
  });
}

export function useDecision(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ act, body }: { act: 'review' | 'accept' | 'reject'; body?: unknown }) =>
      api.post<{ status: string }>(`/api/staff/applications/${id}/${act}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}
