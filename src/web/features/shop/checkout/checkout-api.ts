import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AttestationRequest,
  CheckoutRequest,
  attestationResponse,
  checkoutResponse,
  selectableGymLeadersResponse,
} from '@/domain/shop/checkout';
import { api } from '@/web/lib/api';

export type SelectableLeader = z.infer<typeof selectableGymLeadersResponse>['leaders'][number];

/** Only leaders with a linked account can be chosen; the server says which. */
export function useSelectableLeaders(enabled: boolean) {
  return useQuery({
    queryKey: ['shop', 'gym-leaders'],
    queryFn: () => api.get<z.infer<typeof selectableGymLeadersResponse>>('/api/shop/gym-leaders'),
    enabled,
    meta: { tables: ['gym_leaders', 'minecraft_accounts'] },
  });
}

export const saveAttestation = (body: AttestationRequest) =>
  api.post<z.infer<typeof attestationResponse>>('/api/shop/attestations', body);

export const startCheckout = (body: CheckoutRequest) =>
  api.post<Partial<z.infer<typeof checkoutResponse>>>('/api/shop/checkout', body);
