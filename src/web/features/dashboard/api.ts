import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DashboardView, LedgerLine } from '@/domain/dashboard/schemas';
import type { Paged } from '@/domain/staff/paging';
import type { RealtimeTable } from '@/domain/realtime/tables';
import { ApiError, api } from '@/web/lib/api';

// The ledger only grows (purchases, refunds, payouts) and the leader's record holds the stats and
// status: the change feed refetches both as they move.
const TABLES: readonly RealtimeTable[] = ['gym_leader_earnings', 'gym_leaders'];

/** Refused means refused: a 401 or 403 is not retried, so the access-denied view shows at once. */
const retryUnlessRefused = (count: number, err: Error) =>
  !(err instanceof ApiError && (err.status === 401 || err.status === 403)) && count < 1;

export function useDashboard(enabled: boolean) {
  return useQuery({
    queryKey: ['dashboard'],
    queryFn: () => api.get<DashboardView>('/api/dashboard'),
    enabled,
    retry: retryUnlessRefused,
    meta: { tables: TABLES },
  });
}

export function useLedger(page: number) {
  return useQuery({
    queryKey: ['dashboard', 'ledger', page],
    queryFn: () => api.get<Paged<LedgerLine>>(`/api/dashboard/ledger?page=${page}`),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
    meta: { tables: TABLES },
  });
}
