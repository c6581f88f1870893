import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@/domain/staff/audit';
import type { Paged } from '@/domain/staff/paging';
import { api } from '@/web/lib/api';

export interface AuditFilter {
  actor: string;
  action: string;
  targetTable: string;
  targetId: string;
  /** yyyy-mm-dd, a UTC day */
  from: string;
  to: string;
}

export function useAuditLog(filter: AuditFilter, page: number) {
  const params = new URLSearchParams({ page: String(page) });
  for (const key of ['actor', 'action', 'targetTable', 'targetId'] as const)
    if (filter[key].trim()) params.set(key, filter[key].trim());
  if (filter.from) params.set('from', `${filter.from}T00:00:00Z`);
  if (filter.to) params.set('to', `${filter.to}T23:59:59.999Z`);
  return useQuery({
    queryKey: ['staff', 'audit', filter, page],
    queryFn: () => api.get<Paged<AuditEntry>>(`/api/admin/audit?${params}`),
    placeholderData: keepPreviousData,
    meta: { tables: ['audit_log'] },
  });
}
