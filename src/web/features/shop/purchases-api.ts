import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { PurchaseHistory, PurchaseView } from '@/domain/shop/purchases';
import { api } from '@/web/lib/api';

/** The signed-in user's purchases, newest first, a page at a time; a webhook's change refreshes them. */
export function usePurchaseHistory(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['shop', 'purchases'],
    queryFn: ({ pageParam }) =>
      api.get<PurchaseHistory>(`/api/shop/purchases${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
    // The delivery state of each order is read from its delivery actions.
    meta: { tables: ['purchases', 'delivery_actions'] },
  });
}

/** The order of a Checkout Session as the server recorded it. */
export function useOrder(sessionId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['shop', 'order', sessionId],
    queryFn: () => api.get<PurchaseView>(`/api/shop/orders/${encodeURIComponent(sessionId!)}`),
    enabled: enabled && !!sessionId,
    retry: false,
    meta: { tables: ['purchases'] },
  });
}

/**
 * Tells the server the buyer came back from Stripe with Cancel: it closes the Checkout Session, and
 * the order shows as canceled once Stripe reports it. Failing is harmless: an unpaid session expires.
 */
export function cancelOrder(purchaseId: string) {
  return api.post<PurchaseView>(`/api/shop/orders/${encodeURIComponent(purchaseId)}/cancel`).catch(() => null);
}
