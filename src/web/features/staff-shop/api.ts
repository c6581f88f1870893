import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PurchaseView } from '@/domain/shop/purchases';
import { api } from '@/web/lib/api';

/** A purchase as staff see it: the buyer's view plus who bought it and whether a payment is disputed. */
export type StaffPurchaseRow = PurchaseView & { user: { id: string; name: string } | null; disputedAt: string | null };

export interface StaffPurchaseList {
  purchases: StaffPurchaseRow[];
  nextCursor: string | null;
}

export interface StaffPurchase {
  purchase: StaffPurchaseRow;
  events: { id: string; type: string; createdAt: string }[];
  deliveries: {
    id: string;
    kind: string;
    status: string;
    playerUuid: string | null;
    payload: Record<string, unknown>;
    attempts: number;
    createdAt: string;
  }[];
  ledger: {
    id: string;
    kind: string;
    amountCents: number;
    sharePercent: number | null;
    gymLeader: { id: string; displayName: string } | null;
    note: string | null;
    createdAt: string;
  }[];
}

const TABLES = ['purchases', 'delivery_actions'];

export interface PurchaseFilter {
  status: string;
  q: string;
}

/** Every purchase (or the disputed ones), newest first, a page at a time. */
export function useStaffPurchases(kind: 'all' | 'disputed', filter: PurchaseFilter) {
  return useInfiniteQuery({
    queryKey: ['staff', 'shop', kind, filter],
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams();
      if (kind === 'all' && filter.status) params.set('status', filter.status);
      if (kind === 'all' && filter.q.trim()) params.set('q', filter.q.trim());
      if (pageParam) params.set('cursor', pageParam);
      const path = kind === 'disputed' ? '/api/staff/shop/disputes' : '/api/staff/shop/purchases';
      return api.get<StaffPurchaseList>(`${path}?${params.toString()}`);
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    meta: { tables: TABLES },
  });
}

export function useStaffPurchase(id: string) {
  return useQuery({
    queryKey: ['staff', 'shop', 'purchase', id],
    queryFn: () => api.get<StaffPurchase>(`/api/staff/shop/purchases/${encodeURIComponent(id)}`),
    meta: { tables: TABLES },
  });
}

/** Asks Stripe for a refund; Stripe's webhook then reverses the share and the deliveries. */
export function useRefund(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amountCents?: number) =>
      api.post<{ refundId: string }>(
        `/api/staff/shop/purchases/${encodeURIComponent(id)}/refund`,
        amountCents === undefined ? {} : { amountCents },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'shop'] }),
  });
}
