import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WaitlistSignup } from '@/domain/waitlist/signup';
import { useAuth } from '@/web/lib/auth';
import { api } from '@/web/lib/api';

export function useWaitlistStatus() {
  const { user } = useAuth();
  return useQuery({
    queryKey: ['waitlist', 'me', user?.id],
    queryFn: () => api.get<{ signedUp: boolean }>('/api/waitlist/me'),
    enabled: Boolean(user),
  });
}

export function useAlphaSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WaitlistSignup) => api.post<{ id: string; createdAt: string }>('/api/waitlist', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['waitlist'] }),
  });
}
