import { useQuery } from '@tanstack/react-query';
import type { Tier } from '@/domain/leaderboard/tier';
import type { Element, GymLeaderStatus } from '@/domain/shared/elements';
import { useAuth } from '@/web/features/auth/auth-provider';
import { api } from '@/web/lib/api';

export interface ArenaLeader {
  id: string;
  displayName: string;
  element: Element;
  status: GymLeaderStatus;
  badgesAwarded: number;
  winRate: number;
  minecraftName: string | null;
  rating: number | null;
}

export interface RecentMatch {
  id: string;
  kind: 'gym' | 'ladder';
  result: 'in_progress' | 'leader_won' | 'challenger_won';
  gym: { name: string; element: Element } | null;
  leaderName: string;
  challengerName: string;
  leaderDelta: number | null;
  challengerDelta: number | null;
  startedAt: string;
  endedAt: string | null;
}

export interface RankedPlayer {
  uuid: string;
  name: string;
  rank: number;
  tier: Tier;
  rating: number;
  wins: number;
  losses: number;
  streak: number;
}

export interface Home {
  arena: { leaders: ArenaLeader[]; recentMatches: RecentMatch[] };
  leaderboard: { totalPlayers: number; players: RankedPlayer[] };
}

export type OwnRank =
  | { status: 'unlinked' }
  | { status: 'unrated'; minecraftName: string }
  | ({ status: 'rated'; minecraftName: string; totalPlayers: number } & RankedPlayer);

/** Everything public on the home page in one request; refetched when any of its tables changes. */
export function useHome() {
  return useQuery({
    queryKey: ['home'],
    queryFn: () => api.get<Home>('/api/home'),
    meta: { tables: ['gym_leaders', 'matches', 'elo_ratings', 'minecraft_accounts'] },
  });
}

/** The signed-in user's own rank (one request, one query on the server); not asked when signed out. */
export function useOwnRank() {
  const { user } = useAuth();
  return useQuery({
    queryKey: ['leaderboard', 'me', user?.id],
    queryFn: () => api.get<OwnRank>('/api/leaderboard/me'),
    enabled: Boolean(user),
    meta: { tables: ['elo_ratings', 'minecraft_accounts'] },
  });
}
