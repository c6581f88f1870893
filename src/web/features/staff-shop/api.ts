import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { staffPurchaseDetail, staffPurchaseList, staffPurchaseRow } from '@/domain/shop/staff';
import type { RealtimeTable } from '@/domain/realtime/tables';
import { api } from '@/web/lib/api';

export type StaffPurchaseRow = z.infer<typeof staffPurchaseRow>;
export type StaffPurchaseList = z.infer<typeof staffPurchaseList>;
export type StaffPurchase = z.infer<typeof staffPurchaseDetail>;

const TABLES: readonly RealtimeTable[] = ['purchases', 'delivery_actions', 'payment_mismatches'];

export interface PurchaseFilter {
  status: string;
}

/** Every purchase (or the disputed ones), newest first, a page at a time. */
export function useStaffPurchases(kind: 'all' | 'disputed', filter: PurchaseFilter) {
  return useInfiniteQuery({
    queryKey: ['staff', 'shop', kind, filter],
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams();
      if (kind === 'all' && filter.status) params.set('status', filter.status);
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

/** Closes a payment that did not match the purchase, once staff have settled it with the buyer. */
export function useResolveMismatch(purchaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mismatchId: string) =>
      api.post<{ id: string }>(
        `/api/staff/shop/purchases/${encodeURIComponent(purchaseId)}/mismatches/${encodeURIComponent(mismatchId)}/resolve`,
        {},
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'shop'] }),
  });
}
