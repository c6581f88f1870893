import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BattleDispute, HeldBadge, Resolution } from '@/domain/battle-reports/staff';
import { api } from '@/web/lib/api';

const KEY = ['staff', 'battle-reports'] as const;

export function useDisputes() {
  return useQuery({
    queryKey: [...KEY, 'disputes'],
    queryFn: () => api.get<{ items: BattleDispute[] }>('/api/staff/battle-disputes'),
    meta: { tables: ['battle_reports'] },
  });
}

export function useHeldBadges(player: string) {
  return useQuery({
    queryKey: [...KEY, 'badges', player],
    queryFn: () =>
      api.get<{ items: HeldBadge[] }>(`/api/staff/badges${player ? `?player=${encodeURIComponent(player)}` : ''}`),
    meta: { tables: ['badge_awards'] },
  });
}

export function useResolveDispute() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, resolution }: { id: string; resolution: Resolution }) =>
      api.post(`/api/staff/battle-disputes/${id}/resolve`, { resolution }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useRevokeBadge() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (b: Pick<HeldBadge, 'season' | 'playerUuid' | 'element'>) => api.post('/api/staff/badges/revoke', b),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
