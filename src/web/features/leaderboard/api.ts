import { useQuery } from '@tanstack/react-query';
import type { Leaderboard } from '@/domain/leaderboard/views';
import { api } from '@/web/lib/api';

export type { Leaderboard, LeaderboardGymLeader, RankedPlayer as Trainer } from '@/domain/leaderboard/views';

/** Both tabs in one request, refetched when ratings, accounts or gym leaders change. */
export function useLeaderboard() {
  return useQuery({
    queryKey: ['leaderboard'],
    queryFn: () => api.get<Leaderboard>('/api/leaderboard'),
    meta: { tables: ['elo_ratings', 'minecraft_accounts', 'gym_leaders'] },
  });
}
