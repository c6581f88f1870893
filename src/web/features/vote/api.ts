import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VoteSiteValues, VoteSites } from '@/domain/vote/sites';
import { api } from '@/web/lib/api';
import { renderedWith } from '@/web/lib/page-data';

export type { VoteSite, VoteSites } from '@/domain/vote/sites';

const KEY = ['vote-sites'] as const;
const ADDRESS = '/api/vote-sites';

/** The configured vote sites, in order: the vote page (rendered with them by the server) and the staff screen. */
export function useVoteSites() {
  return useQuery({
    queryKey: KEY,
    queryFn: () => api.get<VoteSites>(ADDRESS),
    ...renderedWith<VoteSites>(ADDRESS),
    meta: { tables: ['vote_sites'] },
  });
}

export type VoteSiteChange =
  | { kind: 'add'; site: VoteSiteValues }
  | { kind: 'edit'; id: string; site: VoteSiteValues }
  | { kind: 'remove'; id: string }
  | { kind: 'order'; ids: string[] };

const send = (change: VoteSiteChange) => {
  switch (change.kind) {
    case 'add':
      return api.post<VoteSites>('/api/staff/vote-sites', change.site);
    case 'edit':
      return api.put<VoteSites>(`/api/staff/vote-sites/${change.id}`, change.site);
    case 'remove':
      return api.delete<VoteSites>(`/api/staff/vote-sites/${change.id}`);
    case 'order':
      return api.put<VoteSites>('/api/staff/vote-site-order', { ids: change.ids });
  }
};

/** A staff change; every answer is the whole list as it now stands, shown at once. */
export function useVoteSiteChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (sites) => queryClient.setQueryData(KEY, sites),
  });
}
