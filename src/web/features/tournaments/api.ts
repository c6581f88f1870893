import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  FoundersRegistrationInput,
  PublicBracket,
  myRegistrationSchema,
  tournamentViewSchema,
} from '@/domain/tournaments/registration';
import type { RealtimeTable } from '@/domain/realtime/tables';
import { api } from '@/web/lib/api';

const CUP = '/api/tournaments/founders-cup-1';
const TABLES: readonly RealtimeTable[] = ['tournaments', 'tournament_registrations', 'tournament_bracket_matches'];
export type MyRegistration = z.infer<typeof myRegistrationSchema>;

export function useBracket() {
  return useQuery({
    queryKey: ['founders-cup', 'bracket'],
    queryFn: () => api.get<PublicBracket>(`${CUP}/bracket`),
    meta: { tables: TABLES },
  });
}

export function useTournament(key: string) {
  return useQuery({
    queryKey: ['tournament', key],
    queryFn: () => api.get<z.infer<typeof tournamentViewSchema>>(`/api/tournaments/${key}`),
    meta: { tables: TABLES },
  });
}

export function useMyRegistration(enabled: boolean) {
  return useQuery({
    queryKey: ['founders-cup', 'mine'],
    queryFn: () => api.get<MyRegistration>(`${CUP}/registration`),
    enabled,
    meta: { tables: ['tournament_registrations'] },
  });
}

function useAction(run: (body?: FoundersRegistrationInput) => Promise<MyRegistration>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (data) => {
      qc.setQueryData(['founders-cup', 'mine'], data);
      void qc.invalidateQueries({ queryKey: ['tournament'] });
    },
  });
}

export const useRegister = () => useAction((body) => api.post<MyRegistration>(`${CUP}/registration`, body));
export const useWithdraw = () => useAction(() => api.post<MyRegistration>(`${CUP}/registration/withdraw`));
export const useCheckIn = () => useAction(() => api.post<MyRegistration>(`${CUP}/registration/check-in`));
