import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { OwnProgress, ProgressPage } from '@/domain/season/schemas';
import type { SeasonTexts } from '@/domain/season/season-texts';
import type { RealtimeTable } from '@/domain/realtime/tables';
import { api } from '@/web/lib/api';

export type { OwnProgress, ProgressPage, ProgressRow } from '@/domain/season/schemas';

// A badge award, a champion flag or a new season changes what the list shows.
const LIVE_TABLES: readonly RealtimeTable[] = ['badge_awards', 'season_champions', 'seasons'];

/**
 * The season's name and dates from its record. Until it is read (and in the page's HTML) the page shows them as
 * announced, which is what the record holds unless staff changed it, so nothing moves when it arrives.
 */
export function useSeasonTexts(announced: SeasonTexts) {
  return useQuery({
    queryKey: ['season', announced.number],
    queryFn: () => api.get<SeasonTexts>(`/api/seasons/${announced.number}`),
    placeholderData: announced,
    meta: { tables: ['seasons'] },
  });
}

/** The season's progress list, page after page ("Load more"), optionally searched by name. */
export function useSeasonProgress(season: number, search: string) {
  return useInfiniteQuery({
    queryKey: ['season-progress', season, search],
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams();
      if (search) params.set('q', search);
      if (pageParam) params.set('cursor', pageParam);
      const query = params.size > 0 ? `?${params}` : '';
      return api.get<ProgressPage>(`/api/seasons/${season}/progress${query}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    meta: { tables: LIVE_TABLES },
  });
}

/** The signed-in player's own row, pinned above the list. */
export function useOwnProgress(season: number, enabled: boolean) {
  return useQuery({
    queryKey: ['season-progress', season, 'me'],
    queryFn: () => api.get<OwnProgress>(`/api/seasons/${season}/progress/me`),
    enabled,
    meta: { tables: [...LIVE_TABLES, 'minecraft_accounts'] },
  });
}
