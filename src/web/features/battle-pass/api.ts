import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BattlePassReward, BattlePassTrack } from '@/domain/battle-pass/rewards';
import type { BattlePassView, ClaimResult, StaffBattlePass } from '@/domain/battle-pass/schemas';
import { api } from '@/web/lib/api';
import { useAuth } from '@/web/lib/auth';

const KEY = ['battle-pass'] as const;

/**
 * The current season's pass, for whoever is signed in (or nobody), live: a reported battle (matches), a
 * claim, a staff edit, a purchase, a delivery or a Champion flag reads it again.
 */
export function useBattlePass() {
  const { loading, user } = useAuth();
  return useQuery({
    queryKey: [...KEY, user?.id ?? null],
    queryFn: () => api.get<BattlePassView>('/api/battle-pass'),
    enabled: !loading,
    meta: {
      tables: [
        'battle_pass_rewards',
        'battle_pass_claims',
        'matches',
        'purchases',
        'delivery_actions',
        'season_champions',
        'seasons',
        'minecraft_accounts',
      ],
    },
  });
}

export function useClaimReward() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { level: number; track: BattlePassTrack }) =>
      api.post<ClaimResult>('/api/battle-pass/claims', body),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

const STAFF_KEY = ['staff', 'battle-pass'] as const;

export function useStaffBattlePass() {
  return useQuery({
    queryKey: STAFF_KEY,
    queryFn: () => api.get<StaffBattlePass>('/api/staff/battle-pass'),
    meta: { tables: ['battle_pass_rewards', 'seasons'] },
  });
}

export function useEditReward() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ level, track, reward }: { level: number; track: BattlePassTrack; reward: BattlePassReward }) =>
      api.put<StaffBattlePass>(`/api/staff/battle-pass/rewards/${level}/${track}`, reward),
    onSuccess: (data) => client.setQueryData(STAFF_KEY, data),
  });
}
