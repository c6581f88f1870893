import { useQuery } from '@tanstack/react-query';
import type { ServerStatus } from '@/domain/server-status/status';
import { SERVER_STATUS_CHECKING_REFRESH_MS, SERVER_STATUS_REFRESH_MS } from '@/domain/server-status/texts';
import { api } from '@/web/lib/api';

/** What the page shows of the Minecraft server: the site's answer, still loading, or the site not answering. */
export type ServerStatusView = ServerStatus | { state: 'loading' } | { state: 'unavailable' };

/**
 * The Minecraft server's status (GET /api/server-status), asked again every 30 seconds while the page is visible:
 * it is no table the live-update stream reports, and the site itself pings the server only every few seconds.
 */
export function useServerStatus(): ServerStatusView {
  const { data, isError } = useQuery({
    queryKey: ['server-status'],
    queryFn: () => api.get<ServerStatus>('/api/server-status'),
    staleTime: SERVER_STATUS_CHECKING_REFRESH_MS,
    refetchInterval: (query) =>
      query.state.data?.state === 'checking' ? SERVER_STATUS_CHECKING_REFRESH_MS : SERVER_STATUS_REFRESH_MS,
  });
  // A failed read says nothing about the game server: never show an answer the site can no longer confirm.
  if (isError) return { state: 'unavailable' };
  return data ?? { state: 'loading' };
}
