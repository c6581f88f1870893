import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LadderPage } from '@/domain/leaderboard/ladder-pages';
import type { Leaderboard } from '@/domain/leaderboard/views';
import { api } from '@/web/lib/api';

export type { LadderPage } from '@/domain/leaderboard/ladder-pages';
export type { Leaderboard, LeaderboardGymLeader, RankedPlayer as Trainer } from '@/domain/leaderboard/views';

/** Both tabs in one request, refetched when ratings, accounts or gym leaders change. */
export function useLeaderboard() {
  return useQuery({
    queryKey: ['leaderboard'],
    queryFn: () => api.get<Leaderboard>('/api/leaderboard'),
    meta: { tables: ['elo_ratings', 'minecraft_accounts', 'gym_leaders'] },
  });
}

/**
 * A page of the whole ladder, or the page of the trainer found by `q`; refetched when ratings or names change.
 * The page shown stays while the next loads. Not asked for the first page without a search (`enabled`), which
 * the leaderboards answer already holds.
 */
export function useLadderPage(page: number, q: string, enabled: boolean) {
  const search = new URLSearchParams(q ? { q } : { page: String(page) });
  return useQuery({
    queryKey: ['leaderboard', 'trainers', q ? { q } : { page }],
    queryFn: () => api.get<LadderPage>(`/api/leaderboard/trainers?${search}`),
    enabled,
    placeholderData: keepPreviousData,
    meta: { tables: ['elo_ratings', 'minecraft_accounts'] },
  });
}
