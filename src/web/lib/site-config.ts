import { useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '@/domain/site/site-config';
import { api } from './api';

/** The links an operator configures on the server (customer portal, Discord invite); fixed while the page lives. */
export function useSiteConfig(): Partial<SiteConfig> {
  const { data } = useQuery({
    queryKey: ['site-config'],
    queryFn: () => api.get<SiteConfig>('/api/site-config'),
    staleTime: Infinity,
  });
  return data ?? {};
}
