import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyRequest } from '@/domain/requests/my-requests';
import { MY_REQUEST_TABLES } from '@/domain/requests/tables';
import type { AnswerInput } from '@/domain/requests/threads';
import { api } from '@/web/lib/api';
import { useAuth } from '@/web/lib/auth';

/** Everything the player filed, with the threads; live on the request tables and the thread table. */
export function useMyRequests() {
  const { user } = useAuth();
  return useQuery({
    queryKey: ['my-requests', 'list'],
    queryFn: () => api.get<{ items: MyRequest[] }>('/api/my-requests'),
    enabled: !!user,
    meta: { tables: MY_REQUEST_TABLES },
  });
}

/** Opening an item marks its replies read: the list's badge and the account menu's count follow. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (r: Pick<MyRequest, 'kind' | 'id'>) => api.post(`/api/my-requests/${r.kind}/${r.id}/read`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['my-requests'] }),
  });
}

/** The player's answer; on a closed item within the window it reopens it. */
export function useAnswer(r: Pick<MyRequest, 'kind' | 'id'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AnswerInput) =>
      api.post<{ status: string; reopened: boolean }>(`/api/my-requests/${r.kind}/${r.id}/messages`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['my-requests'] }),
  });
}
