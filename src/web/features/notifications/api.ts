import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Notification, NotificationKind } from '@/domain/notifications/kinds';
import { api } from '@/web/lib/api';
import { useAuth } from '@/web/lib/auth';

export interface Preferences {
  email: string | null;
  kinds: { kind: NotificationKind; label: string; email: boolean }[];
}

/** The player's latest notifications; live (a staff reply read on My requests marks its notification read too). */
export function useNotifications() {
  const { user } = useAuth();
  return useQuery({
    queryKey: ['notifications', 'list'],
    queryFn: () => api.get<{ items: Notification[]; unread: number }>('/api/notifications'),
    enabled: !!user,
    meta: { tables: ['notifications', 'request_messages'] },
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) => api.post('/api/notifications/read', ids ? { ids } : {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  });
}

export function usePreferences() {
  const { user } = useAuth();
  return useQuery({
    queryKey: ['notifications', 'preferences'],
    queryFn: () => api.get<Preferences>('/api/notification-preferences'),
    enabled: !!user,
  });
}

export function useSavePreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (k: { kind: NotificationKind; email: boolean }) =>
      api.put<Preferences>('/api/notification-preferences', { kinds: [k] }),
    onSuccess: (data) => queryClient.setQueryData(['notifications', 'preferences'], data),
  });
}
