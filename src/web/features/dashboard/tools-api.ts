import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChallengeList, ChallengeView } from '@/domain/challenges/challenges';
import type { LeaderBattle } from '@/domain/dashboard/leader-battles';
import type { LeaderStatusView } from '@/domain/dashboard/leader-status';
import type { LeaderTeamInput, LeaderTeamView } from '@/domain/dashboard/leader-team';
import type { PayoutRequestView } from '@/domain/dashboard/payout-request';
import type { GymLeaderStatus } from '@/domain/shared/elements';
import { api } from '@/web/lib/api';

// The leader's tools: each read names the tables it shows, so the change feed keeps it current.

export function useOwnStatus() {
  return useQuery({
    queryKey: ['dashboard', 'status'],
    queryFn: () => api.get<LeaderStatusView>('/api/dashboard/status'),
    meta: { tables: ['gym_leaders'] },
  });
}

export function useSetStatus(leaderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (status: GymLeaderStatus) =>
      api.put<LeaderStatusView>(`/api/gym-leaders/${leaderId}/status`, { status }),
    onSuccess: (data) => client.setQueryData(['dashboard', 'status'], data),
    onSettled: () => client.invalidateQueries({ queryKey: ['dashboard'] }),
  });
}

export function useOwnTeam(leaderId: string) {
  return useQuery({
    queryKey: ['loadout', leaderId],
    queryFn: () => api.get<LeaderTeamView>(`/api/gym-leaders/${leaderId}/team`),
    meta: { tables: ['gym_leader_teams'] },
  });
}

export function usePublishTeam(leaderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (team: LeaderTeamInput) => api.put<LeaderTeamView>(`/api/gym-leaders/${leaderId}/team`, team),
    onSuccess: (data) => client.setQueryData(['loadout', leaderId], data),
  });
}

export function useReceivedChallenges() {
  return useQuery({
    queryKey: ['dashboard', 'challenges'],
    queryFn: () => api.get<ChallengeList>('/api/challenges/received'),
    meta: { tables: ['gym_challenges'] },
  });
}

export function useAnswerChallenge() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: 'accept' | 'decline' }) =>
      api.post<ChallengeView>(`/api/challenges/${id}/answer`, { answer }),
    onSettled: () => client.invalidateQueries({ queryKey: ['dashboard', 'challenges'] }),
  });
}

export function useOwnBattles() {
  return useQuery({
    queryKey: ['dashboard', 'battles'],
    queryFn: () => api.get<{ battles: LeaderBattle[] }>('/api/dashboard/battles'),
    meta: { tables: ['matches'] },
  });
}

export function usePayoutRequest() {
  return useQuery({
    queryKey: ['dashboard', 'payout-request'],
    queryFn: () => api.get<PayoutRequestView>('/api/dashboard/payout-request'),
    meta: { tables: ['payout_requests', 'gym_leader_earnings'] },
  });
}

export function useRequestPayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<PayoutRequestView>('/api/dashboard/payout-request'),
    onSuccess: (data) => client.setQueryData(['dashboard', 'payout-request'], data),
    onSettled: () => client.invalidateQueries({ queryKey: ['dashboard', 'payout-request'] }),
  });
}
