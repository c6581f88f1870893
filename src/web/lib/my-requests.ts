import { useQuery } from '@tanstack/react-query';
import { MY_REQUEST_TABLES } from '@/domain/requests/tables';
import { api } from '@/web/lib/api';
import { useAuth } from '@/web/lib/auth';

/** How many staff replies to the signed-in player's requests they have not opened yet (the account menu's count); live. */
export function useUnreadRequests(): number {
  const { user } = useAuth();
  const q = useQuery({
    queryKey: ['my-requests', 'unread'],
    queryFn: () => api.get<{ unread: number }>('/api/my-requests/unread'),
    enabled: !!user,
    meta: { tables: MY_REQUEST_TABLES },
  });
  return user ? (q.data?.unread ?? 0) : 0;
}
