import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DoublesInfo,
  DoublesRegistration,
  MyDoubles,
  PublicDoublesTeam,
} from '@/domain/tournaments/team-sheet-api';
import type { DoublesRegistrationInput } from '@/domain/tournaments/team-sheet';
import type { PublicBracket } from '@/domain/tournaments/registration';
import type { RealtimeTable } from '@/domain/realtime/tables';
import { api } from '@/web/lib/api';

const TABLES: readonly RealtimeTable[] = ['tournaments', 'mid_season_doubles_registrations'];

export function useDoublesInfo() {
  return useQuery({
    queryKey: ['mid-season-doubles'],
    queryFn: () => api.get<DoublesInfo>('/api/mid-season-doubles'),
    meta: { tables: TABLES },
  });
}

export function useMyDoubles(enabled: boolean) {
  return useQuery({
    queryKey: ['mid-season-doubles', 'mine'],
    queryFn: () => api.get<MyDoubles>('/api/mid-season-doubles/registration'),
    enabled,
    // Live: a promotion from the waitlist, or a drop at check-in close, shows as it happens.
    meta: { tables: ['mid_season_doubles_registrations'] },
  });
}

/** Every team; the server answers only once registration has closed (they are private before). */
export function usePublicTeams() {
  return useQuery({
    queryKey: ['mid-season-doubles', 'teams'],
    queryFn: () => api.get<{ teams: PublicDoublesTeam[] }>('/api/mid-season-doubles/teams'),
    meta: { tables: TABLES },
  });
}

/** The bracket (teams by name and seed, matches); the server answers only once registration has closed. */
export function useDoublesBracket() {
  return useQuery({
    queryKey: ['mid-season-doubles', 'bracket'],
    queryFn: () => api.get<PublicBracket>('/api/mid-season-doubles/bracket'),
    meta: { tables: [...TABLES, 'tournament_bracket_matches'] },
  });
}

/** Creates the registration, or updates it in place when it has an id. */
export function useSaveTeam() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: DoublesRegistrationInput }) =>
      id
        ? api.put<DoublesRegistration>(`/api/mid-season-doubles/registrations/${id}`, body)
        : api.post<DoublesRegistration>('/api/mid-season-doubles/registrations', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['mid-season-doubles'] }),
  });
}

/** Withdraw and check-in: the same endpoints, and rules, as the Founders' Cup's. */
function useTeamAction(action: 'withdraw' | 'check-in') {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<unknown>(`/api/tournaments/mid-season-doubles/registration/${action}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['mid-season-doubles'] }),
  });
}
export const useWithdrawTeam = () => useTeamAction('withdraw');
export const useCheckInTeam = () => useTeamAction('check-in');
