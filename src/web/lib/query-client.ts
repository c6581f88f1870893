import { QueryClient } from '@tanstack/react-query';

/**
 * Queries name the tables they read in `meta.tables`; the realtime feed invalidates by table.
 * e.g. useQuery({ queryKey: ['leaderboard'], queryFn, meta: { tables: ['elo_ratings', 'minecraft_accounts'] } })
 */
declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { tables?: readonly string[] };
  }
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
