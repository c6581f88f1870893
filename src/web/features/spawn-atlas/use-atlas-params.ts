import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { CATEGORY_FILTERS, type AtlasCategory } from '@/domain/spawn-atlas/categories';
import { useHydrated } from '@/web/lib/hydration';

/**
 * The search text (?q=) and the selected categories (?category=legendary,paradox) live in the URL, so a
 * link shares the view. Typing replaces the history entry instead of adding one per key.
 */
interface AtlasView {
  query: string;
  selected: AtlasCategory[];
}

/** The search text and the selected categories an address holds. */
function readParams(params: URLSearchParams): AtlasView {
  const selected = (params.get('category') ?? '')
    .split(',')
    .map((p) => CATEGORY_FILTERS.find((f) => f.param === p)?.category)
    .filter((c): c is AtlasCategory => c !== undefined);
  return { query: params.get('q') ?? '', selected };
}

export function useAtlasParams() {
  const [params, setParams] = useSearchParams();
  // The page arrives prerendered without a query: the first render must match that HTML for hydration, so
  // the URL's search and filters apply from the next render on.
  const hydrated = useHydrated();
  const { query, selected } = readParams(hydrated ? params : new URLSearchParams());

  // A change applies to what the address holds, not to what was last rendered: a search typed before the page
  // hydrated, and handed over once it has, is in the address before the render that shows it.
  const update = useCallback(
    (change: (current: AtlasView) => AtlasView) => {
      setParams(
        (prev) => {
          const { query: q, selected: categories } = change(readParams(prev));
          const next = new URLSearchParams(prev);
          if (q) next.set('q', q);
          else next.delete('q');
          const list = CATEGORY_FILTERS.filter((f) => categories.includes(f.category)).map((f) => f.param);
          if (list.length) next.set('category', list.join(','));
          else next.delete('category');
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  const setQuery = (q: string) => update((current) => ({ ...current, query: q }));
  const toggle = (category: AtlasCategory) =>
    update((current) => ({
      ...current,
      selected: current.selected.includes(category)
        ? current.selected.filter((c) => c !== category)
        : [...current.selected, category],
    }));
  return { query, selected, setQuery, toggle };
}
