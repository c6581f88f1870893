import { useQuery } from '@tanstack/react-query';
import { OVERVIEW_TABLES, type StaffOverview } from '@/domain/staff/overview';
import { api } from '@/web/lib/api';

export function useStaffOverview() {
  return useQuery({
    queryKey: ['staff', 'overview'],
    queryFn: () => api.get<StaffOverview>('/api/staff/overview'),
    meta: { tables: [...OVERVIEW_TABLES] },
  });
}
