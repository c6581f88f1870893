import { useQuery } from '@tanstack/react-query';
import type { Home } from '@/domain/leaderboard/views';
import type { HomeCountdown } from '@/domain/tournaments/countdown';
import { api } from '@/web/lib/api';
import { renderedWith } from '@/web/lib/page-data';

export type { ArenaLeader, Home, OwnRank, RankedPlayer, RecentMatch } from '@/domain/leaderboard/views';

/** What a section of the home page gets of its one read. */
export interface HomeSectionProps {
  data: Home | undefined;
  isPending: boolean;
  error: Error | null;
}

/** Everything public on the home page in one request; refetched when any of its tables changes. */
export function useHome() {
  return useQuery({
    queryKey: ['home'],
    queryFn: () => api.get<Home>('/api/home'),
    meta: { tables: ['gym_leaders', 'matches', 'elo_ratings', 'minecraft_accounts'] },
  });
}

const COUNTDOWN = '/api/home/countdown';

/**
 * What the countdown counts to, from the tournament's record. The server renders the page with it (`withData`), so
 * the caption is in the HTML; a staff change to the record reaches the page through the change feed.
 */
export function useHomeCountdown() {
  return useQuery({
    queryKey: ['home-countdown'],
    queryFn: () => api.get<HomeCountdown>(COUNTDOWN),
    ...renderedWith<HomeCountdown>(COUNTDOWN),
    meta: { tables: ['tournaments'] },
  });
}
