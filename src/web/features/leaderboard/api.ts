import { useQuery } from '@tanstack/react-query';
import type { Tier } from '@/domain/leaderboard/tier';
import type { Element, GymLeaderStatus } from '@/domain/shared/elements';
import { api } from '@/web/lib/api';

export interface Trainer {
  uuid: string;
  name: string;
  rank: number;
  tier: Tier;
  rating: number;
  wins: number;
  losses: number;
  streak: number;
}

export interface LeaderboardGymLeader {
  id: string;
  displayName: string;
  element: Element;
  status: GymLeaderStatus;
  badgesAwarded: number;
  winRate: number;
}

export interface Leaderboard {
  trainers: { totalPlayers: number; players: Trainer[] };
  gymLeaders: LeaderboardGymLeader[];
}

/** Both tabs in one request, refetched when ratings, accounts or gym leaders change. */
export function useLeaderboard() {
  return useQuery({
    queryKey: ['leaderboard'],
    queryFn: () => api.get<Leaderboard>('/api/leaderboard'),
    meta: { tables: ['elo_ratings', 'minecraft_accounts', 'gym_leaders'] },
  });
}
