import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RedemptionReplay, StaffTournament } from '@/domain/tournaments/staff';
import { api } from '@/web/lib/api';

const BASE = '/api/staff/tournaments/founders-cup-1';
const TABLES = ['tournaments', 'tournament_registrations', 'tournament_bracket_matches'];
const KEY = ['staff', 'tournaments', 'founders-cup-1'];

/** The Founders' Cup as staff run it; it follows the change feed like the public bracket. */
export function useStaffTournament() {
  return useQuery({
    queryKey: KEY,
    queryFn: () => api.get<StaffTournament>(BASE),
    meta: { tables: TABLES },
  });
}

export function useReplay(enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, 'replay'],
    queryFn: () => api.get<RedemptionReplay>(`${BASE}/redemption-draw`),
    enabled,
  });
}

/** One staff action: a POST to a path under the tournament, then the screen reloads. */
export function useTournamentAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: { path: string; body?: unknown }) =>
      api.post<Record<string, unknown>>(`${BASE}${path}`, body ?? {}),
    onSuccess: () => qc.invalidateQueries({ queryKey: KEY }),
  });
}
