import { QueryClient, replaceEqualDeep } from '@tanstack/react-query';
import type { RealtimeTable } from '@/domain/realtime/tables';
import { readAtOf } from './api';

/**
 * Queries name the tables they read in `meta.tables` (domain/realtime/tables.ts); the realtime feed invalidates by table.
 * e.g. useQuery({ queryKey: ['leaderboard'], queryFn, meta: { tables: ['elo_ratings', 'minecraft_accounts'] } })
 */
declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { tables?: readonly RealtimeTable[] };
  }
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: 1,
        refetchOnWindowFocus: false,
        // What the cache keeps of an answer is as recent as the answer (lib/realtime.ts reads that).
        structuralSharing: (held, answer) => {
          const kept = replaceEqualDeep(held, answer);
          readAtOf(answer, kept);
          return kept;
        },
      },
    },
  });
}
