import { createContext, useContext } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RedemptionReplay, StaffTournament } from '@/domain/tournaments/staff';
import type { RealtimeTable } from '@/domain/realtime/tables';
import { api } from '@/web/lib/api';

const TABLES: readonly RealtimeTable[] = ['tournaments', 'tournament_registrations', 'tournament_bracket_matches'];
const base = (key: string) => `/api/staff/tournaments/${key}`;
const queryKey = (key: string) => ['staff', 'tournaments', key];

/** The tournament the screen below is running (its key), given by the tab it sits in. */
export const TournamentKey = createContext('founders-cup-1');

/** A tournament as staff run it; it follows the change feed like the public bracket. */
export function useStaffTournament() {
  const key = useContext(TournamentKey);
  return useQuery({
    queryKey: queryKey(key),
    queryFn: () => api.get<StaffTournament>(base(key)),
    meta: { tables: TABLES },
  });
}

export function useReplay(enabled: boolean) {
  const key = useContext(TournamentKey);
  return useQuery({
    queryKey: [...queryKey(key), 'replay'],
    queryFn: () => api.get<RedemptionReplay>(`${base(key)}/redemption-draw`),
    enabled,
  });
}

/** One staff action: a POST to a path under the tournament, then the screen reloads. */
export function useTournamentAction() {
  const key = useContext(TournamentKey);
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: { path: string; body?: unknown }) =>
      api.post<Record<string, unknown>>(`${base(key)}${path}`, body ?? {}),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKey(key) }),
  });
}
