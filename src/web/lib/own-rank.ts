import { useQuery } from '@tanstack/react-query';
import type { OwnRank } from '@/domain/leaderboard/views';
import { api } from '@/web/lib/api';
import { useAuth } from '@/web/lib/auth';

/**
 * The signed-in user's own rank (one request, one query on the server); not asked when signed out. The home page and
 * the leaderboards page both show it, under this one key.
 */
export function useOwnRank() {
  const { user } = useAuth();
  return useQuery({
    queryKey: ['leaderboard', 'me', user?.id],
    queryFn: () => api.get<OwnRank>('/api/leaderboard/me'),
    enabled: Boolean(user),
    meta: { tables: ['elo_ratings', 'minecraft_accounts'] },
  });
}
