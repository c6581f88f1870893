import { useQuery } from '@tanstack/react-query';
import { api } from '@/web/lib/api';
import { useAuth } from '@/web/lib/auth';

/**
 * The signed-in player's unread notifications (the account menu's count and its Notifications item); live.
 * `others` leaves out the staff replies, which the menu counts under My requests already.
 */
export function useUnreadNotifications(): { all: number; others: number } {
  const { user } = useAuth();
  const q = useQuery({
    queryKey: ['notifications', 'unread'],
    queryFn: () => api.get<{ unread: number; unreadReplies: number }>('/api/notifications/unread'),
    enabled: !!user,
    meta: { tables: ['notifications', 'request_messages'] },
  });
  const all = user ? (q.data?.unread ?? 0) : 0;
  return { all, others: all - (user ? (q.data?.unreadReplies ?? 0) : 0) };
}
