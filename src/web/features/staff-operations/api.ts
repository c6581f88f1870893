import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FoundMatch } from '@/domain/staff/match-search';
import type { GameKey, WaitlistEntry } from '@/domain/staff/operations';
import type { Paged } from '@/domain/staff/paging';
import { api } from '@/web/lib/api';

export interface DeliveryAction {
  id: string;
  purchase_id: string | null;
  kind: string;
  player_uuid: string | null;
  /** The player's Minecraft name, when the server knows it. */
  player_name?: string | null;
  payload: Record<string, unknown>;
  status: 'pending' | 'leased' | 'done' | 'failed' | 'cancelled';
  attempts: number;
  last_error: string | null;
  created_at: string;
}

const invalidateStaff = (queryClient: ReturnType<typeof useQueryClient>) => () =>
  queryClient.invalidateQueries({ queryKey: ['staff'] });

export function useGameKeys() {
  return useQuery({
    queryKey: ['staff', 'game-keys'],
    queryFn: () => api.get<{ keys: GameKey[] }>('/api/staff/game-keys'),
    meta: { tables: ['game_api_keys'] },
  });
}

export function useCreateGameKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.post<GameKey & { key: string }>('/api/staff/game-keys', { name }),
    onSuccess: invalidateStaff(queryClient),
  });
}

export function useRevokeGameKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<GameKey>(`/api/staff/game-keys/${id}/revoke`),
    onSuccess: invalidateStaff(queryClient),
  });
}

/** Deliveries of one player (UUID or Minecraft name), one purchase, or recent ones of a status. */
export type DeliveryScope =
  | { by: 'status'; status: '' | DeliveryAction['status'] }
  | { by: 'player'; player: string; page: number }
  | { by: 'purchase'; purchase: string };

export function useDeliveries(scope: DeliveryScope) {
  return useQuery({
    queryKey: ['staff', 'deliveries', scope],
    queryFn: async (): Promise<Paged<DeliveryAction>> => {
      if (scope.by === 'player')
        return api.get(`/api/staff/players/${encodeURIComponent(scope.player)}/deliveries?page=${scope.page}`);
      if (scope.by === 'purchase') {
        const r = await api.get<{ actions: DeliveryAction[] }>(
          `/api/staff/purchases/${encodeURIComponent(scope.purchase)}/deliveries`,
        );
        return { items: r.actions, page: 1, hasMore: false };
      }
      const r = await api.get<{ actions: DeliveryAction[] }>(
        `/api/staff/deliveries?limit=100${scope.status ? `&status=${scope.status}` : ''}`,
      );
      return { items: r.actions, page: 1, hasMore: false };
    },
    enabled:
      scope.by === 'status' || (scope.by === 'player' ? scope.player.trim() !== '' : scope.purchase.trim() !== ''),
    placeholderData: keepPreviousData,
    meta: { tables: ['delivery_actions'] },
  });
}

export function useDeliveryControl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, act }: { id: string; act: 'retry' | 'cancel' }) =>
      api.post<DeliveryAction>(`/api/staff/deliveries/${id}/${act}`),
    onSuccess: invalidateStaff(queryClient),
  });
}

export function useWaitlist(page: number, q: string) {
  const params = new URLSearchParams({ page: String(page) });
  if (q.trim()) params.set('q', q.trim());
  return useQuery({
    queryKey: ['staff', 'waitlist', page, q],
    queryFn: () => api.get<Paged<WaitlistEntry>>(`/api/staff/waitlist?${params}`),
    placeholderData: keepPreviousData,
  });
}

export type { FoundMatch };
export interface MatchSearch {
  player: string;
  from: string;
  to: string;
  page: number;
}

/** Matches found by player and league days (the server validates the range); none asked until staff search. */
export function useMatchSearch(search: MatchSearch | null) {
  return useQuery({
    queryKey: ['staff', 'matches', search],
    queryFn: () => {
      const q = new URLSearchParams({ ...search!, page: String(search!.page) });
      return api.get<Paged<FoundMatch>>(`/api/staff/matches?${q}`);
    },
    enabled: search !== null,
    placeholderData: keepPreviousData,
    meta: { tables: ['matches'] },
  });
}

export function useMatchCorrection() {
  const queryClient = useQueryClient();
  return useMutation({
    onSuccess: invalidateStaff(queryClient),
    mutationFn: ({
      id,
      result,
      reason,
    }: {
      id: string;
      result: 'leader_won' | 'challenger_won' | 'voided';
      reason: string;
    }) =>
      api.post<{ match: { id: string; result: string }; replayed_matches: number }>(
        `/api/staff/matches/${encodeURIComponent(id)}/correction`,
        { result, reason: reason || undefined },
      ),
  });
}
