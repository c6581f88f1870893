import { useQuery } from '@tanstack/react-query';
import type { GymLeaders } from '@/domain/gym-leaders/views';
import { api } from '@/web/lib/api';

export type { GymLeader, GymLeaders } from '@/domain/gym-leaders/views';

export function useGymLeaders() {
  return useQuery({
    queryKey: ['gym-leaders'],
    queryFn: () => api.get<GymLeaders>('/api/gym-leaders'),
    meta: { tables: ['gym_leaders', 'minecraft_accounts'] },
  });
}
