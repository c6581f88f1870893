import { useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '@/domain/site/site-config';
import { api } from './api';

/** The links an operator configures on the server (customer portal, Discord invite); fixed while the page lives. */
export const siteConfigQuery = {
  queryKey: ['site-config'],
  queryFn: () => api.get<SiteConfig>('/api/site-config'),
  staleTime: Infinity,
} as const;

export function useSiteConfig(): Partial<SiteConfig> {
  return useQuery(siteConfigQuery).data ?? {};
}
