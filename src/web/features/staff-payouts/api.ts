import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LeaderBalance, PayoutInput, PayoutView } from '@/domain/dashboard/schemas';
import type { Paged } from '@/domain/staff/paging';
import type { RealtimeTable } from '@/domain/realtime/tables';
import { api } from '@/web/lib/api';

const TABLES: readonly RealtimeTable[] = ['gym_leader_earnings', 'gym_leaders', 'payout_requests'];

/** Every leader with the ledger's sums; purchases and refunds move them live. */
export function useLeaderBalances() {
  return useQuery({
    queryKey: ['staff', 'payouts', 'leaders'],
    queryFn: () => api.get<{ leaders: LeaderBalance[] }>('/api/staff/payouts/leaders'),
    meta: { tables: TABLES },
  });
}

export function usePayoutHistory(page: number) {
  return useQuery({
    queryKey: ['staff', 'payouts', 'history', page],
    queryFn: () => api.get<Paged<PayoutView>>(`/api/staff/payouts?page=${page}`),
    placeholderData: keepPreviousData,
    meta: { tables: TABLES },
  });
}

export function useRecordPayout(leaderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PayoutInput) =>
      api.post<{ payout: PayoutView; balanceCents: number }>(
        `/api/staff/payouts/leaders/${encodeURIComponent(leaderId)}`,
        input,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'payouts'] }),
  });
}
