import { useQuery } from '@tanstack/react-query';
import type { RealtimeTable } from '@/domain/realtime/tables';
import { MY_REQUEST_TABLES } from '@/domain/requests/tables';
import { api } from '@/web/lib/api';
import { useAuth } from '@/web/lib/auth';

/**
 * The tables My requests reads. The domain declares them as strings; tests/platform/realtime-tables.test.ts
 * checks that each is a realtime table.
 */
export const MY_REQUEST_LIVE_TABLES = MY_REQUEST_TABLES as readonly RealtimeTable[];

/** How many of the signed-in player's requests have an unread reply (the navigation's dot); live. */
export function useUnreadRequests(): number {
  const { user } = useAuth();
  const q = useQuery({
    queryKey: ['my-requests', 'unread'],
    queryFn: () => api.get<{ unread: number }>('/api/my-requests/unread'),
    enabled: !!user,
    meta: { tables: MY_REQUEST_LIVE_TABLES },
  });
  return user ? (q.data?.unread ?? 0) : 0;
}
