import { useQuery } from '@tanstack/react-query';
import type { Element, GymLeaderStatus } from '@/domain/shared/elements';
import { api } from '@/web/lib/api';

export interface GymLeader {
  id: string;
  displayName: string;
  element: Element;
  status: GymLeaderStatus;
  badgesAwarded: number;
  winRate: number;
  lastActiveAt: string | null;
  nextAvailableAt: string | null;
  minecraftName: string | null;
}

export interface GymLeaders {
  leaders: GymLeader[];
  openElements: Element[];
}

export function useGymLeaders() {
  return useQuery({
    queryKey: ['gym-leaders'],
    queryFn: () => api.get<GymLeaders>('/api/gym-leaders'),
    meta: { tables: ['gym_leaders', 'minecraft_accounts'] },
  });
}
