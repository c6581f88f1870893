import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChampionChange, StaffSeason, StartSeason } from '@/domain/season/staff';
import { api } from '@/web/lib/api';

const KEY = ['staff', 'seasons'];

export function useStaffSeasons() {
  return useQuery({
    queryKey: KEY,
    queryFn: () => api.get<{ seasons: StaffSeason[] }>('/api/staff/seasons'),
    meta: { tables: ['seasons', 'season_champions'] },
  });
}

export function useStartSeason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (season: StartSeason) => api.post<StaffSeason>('/api/staff/seasons', season),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useSetChampion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ number, change }: { number: number; change: ChampionChange }) =>
      api.put<StaffSeason>(`/api/staff/seasons/${number}/champions`, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
