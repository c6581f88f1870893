import { useSearchParams } from 'react-router';
import { MAX_LADDER_PAGE } from '@/domain/leaderboard/ranking';
import { useHydrated } from '@/web/lib/hydration';

/**
 * The trainers tab's view in the address, so a link shares it and back and forward step through it: ?page=N
 * (from 1), or ?q=name (a search, which the server answers with the page the trainer is on).
 */
export interface LadderView {
  page: number;
  q: string;
}

export function readLadderView(params: URLSearchParams): LadderView {
  const q = (params.get('q') ?? '').trim();
  const page = Number(params.get('page') ?? '1');
  return { q, page: Number.isInteger(page) && page >= 1 && page <= MAX_LADDER_PAGE ? page : 1 };
}

/** The address of a view of the trainers tab (the search part). */
export function ladderSearch(view: Partial<LadderView>): string {
  if (view.q) return `?${new URLSearchParams({ q: view.q })}`;
  return view.page && view.page > 1 ? `?page=${view.page}` : '';
}

export function useLadderView() {
  const [params] = useSearchParams();
  // The page arrives prerendered with the top 100: the first render matches that HTML, the address applies after.
  const hydrated = useHydrated();
  return readLadderView(hydrated ? params : new URLSearchParams());
}
