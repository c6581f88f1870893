import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BattleReportView,
  LinkedPlayers,
  MyBattleReports,
  RecordBattleRequest,
} from '@/domain/battle-reports/schemas';
import { minecraftNameSearch } from '@/domain/game/minecraft-name';
import { api } from '@/web/lib/api';

const KEY = ['battle-reports'] as const;

/** The signed-in player's reports, live: a confirmation or dispute by the other player shows at once. */
export function useMyBattles(enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, 'mine'],
    queryFn: () => api.get<MyBattleReports>('/api/battle-reports'),
    enabled,
    meta: { tables: ['battle_reports', 'minecraft_accounts'] },
  });
}

/** Linked players whose name starts with what the player typed, to pick an opponent from. */
export function useLinkedPlayers(q: string, enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, 'players', q],
    queryFn: () => api.get<LinkedPlayers>(`/api/battle-reports/players?q=${encodeURIComponent(q)}`),
    enabled: enabled && minecraftNameSearch.safeParse(q).success,
    staleTime: 30_000,
  });
}

export function useRecordBattle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordBattleRequest) => api.post<BattleReportView>('/api/battle-reports', body),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useAnswerBattle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: 'confirm' | 'dispute' }) =>
      api.post<BattleReportView>(`/api/battle-reports/${id}/${answer}`),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
