import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueueDetail, QueueId, QueueItem } from '@/domain/requests/queues';
import type { Paged } from '@/domain/staff/paging';
import type { RealtimeTable } from '@/domain/realtime/tables';
import { api } from '@/web/lib/api';

export const QUEUE_TABLE: Record<QueueId, RealtimeTable> = {
  tickets: 'support_tickets',
  bugs: 'bug_reports',
  features: 'feature_requests',
  appeals: 'ban_appeals',
  reports: 'player_reports',
};

export function useQueue(queue: QueueId, f: { page: number; status: string; assignee: string; q: string }) {
  const qs = new URLSearchParams({ page: String(f.page) });
  for (const k of ['status', 'assignee', 'q'] as const) if (f[k]) qs.set(k, f[k]);
  return useQuery({
    queryKey: ['staff', 'queue', queue, f],
    queryFn: () => api.get<Paged<QueueItem>>(`/api/staff/queues/${queue}?${qs}`),
    placeholderData: keepPreviousData,
    meta: { tables: [QUEUE_TABLE[queue]] },
  });
}

export function useQueueItem(queue: QueueId, id: string | null) {
  return useQuery({
    queryKey: ['staff', 'queue-item', queue, id],
    queryFn: () => api.get<QueueDetail>(`/api/staff/queues/${queue}/${id}`),
    enabled: !!id,
    meta: { tables: [QUEUE_TABLE[queue], 'request_messages'] },
  });
}

export function useQueueAction(queue: QueueId, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ method, path, body }: { method: 'patch' | 'post'; path: string; body: unknown }) =>
      api[method]<unknown>(`/api/staff/queues/${queue}/${id}${path}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}
