import type { RealtimeTable } from '@/domain/realtime/tables';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { HeadToHead, TrainerMatches, TrainerProfile, TrainerSearch } from '@/domain/trainers/profile';
import { api, ApiError } from '@/web/lib/api';
import { renderedWith } from '@/web/lib/page-data';

export type { TrainerProfile };

const PROFILE_TABLES: RealtimeTable[] = ['matches', 'elo_ratings', 'minecraft_accounts', 'badge_awards', 'gym_leaders'];

/** The address the page reads (domain/routes.ts: `/api/trainers/:name`), the name filled in. */
export const profileAddress = (name: string) => `/api/trainers/${encodeURIComponent(name)}`;

/** null when no trainer has the name (the API's 404): the page shows its not-found view. */
const orNull = <T>(read: Promise<T>) =>
  read.catch((err: unknown) => {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  });

/** A trainer's profile; the server rendered the page with it (an old name's address was redirected before). */
export function useTrainerProfile(name: string) {
  const address = profileAddress(name);
  return useQuery({
    queryKey: ['trainer', name.toLowerCase()],
    queryFn: () => orNull(api.get<TrainerProfile>(address)),
    ...renderedWith<TrainerProfile | null>(address),
    meta: { tables: PROFILE_TABLES },
  });
}

/** A page of matches after the first (which comes with the profile). */
export function useTrainerMatches(name: string, page: number) {
  return useQuery({
    queryKey: ['trainer', name.toLowerCase(), 'matches', page],
    queryFn: () => api.get<TrainerMatches>(`${profileAddress(name)}/matches?page=${page}`),
    enabled: page > 1,
    placeholderData: keepPreviousData,
    meta: { tables: ['matches'] },
  });
}

export function useHeadToHead(name: string, opponent: string | null) {
  return useQuery({
    queryKey: ['trainer', name.toLowerCase(), 'versus', opponent?.toLowerCase()],
    queryFn: () => orNull(api.get<HeadToHead>(`${profileAddress(name)}/versus/${encodeURIComponent(opponent!)}`)),
    enabled: !!opponent,
    meta: { tables: ['matches'] },
  });
}

/** Trainers whose name starts with what was typed. */
export function useTrainerSearch(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: ['trainers', 'search', q.toLowerCase()],
    queryFn: () => api.get<TrainerSearch>(`/api/trainers?q=${encodeURIComponent(q)}`),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
}
