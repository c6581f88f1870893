import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserRole } from '@/domain/shared/elements';
import type { Paged } from '@/domain/staff/paging';
import type { StaffUser } from '@/domain/staff/users';
import { api } from '@/web/lib/api';

export function useStaffUsers(filter: { page: number; q: string; role: UserRole | '' }) {
  const params = new URLSearchParams({ page: String(filter.page) });
  if (filter.q.trim()) params.set('q', filter.q.trim());
  if (filter.role) params.set('role', filter.role);
  return useQuery({
    queryKey: ['staff', 'users', filter],
    queryFn: () => api.get<Paged<StaffUser>>(`/api/admin/users?${params}`),
    placeholderData: keepPreviousData,
    // Every role change writes the audit log, so its changes are the users' changes.
    meta: { tables: ['audit_log', 'gym_leaders'] },
  });
}

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: UserRole }) =>
      api.put<{ id: string; name: string; role: UserRole }>(`/api/admin/users/${encodeURIComponent(id)}/role`, {
        role,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}
