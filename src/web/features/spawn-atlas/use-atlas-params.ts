import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { CATEGORY_FILTERS, type AtlasCategory } from '@/domain/spawn-atlas/categories';
import { useHydrated } from '@/web/lib/hydration';

/**
 * The search text (?q=) and the selected categories (?category=legendary,paradox) live in the URL, so a
 * link shares the view. Typing replaces the history entry instead of adding one per key.
 */
export function useAtlasParams() {
  const [params, setParams] = useSearchParams();
  // The page arrives prerendered without a query: the first render must match that HTML for hydration, so
  // the URL's search and filters apply from the next render on.
  const hydrated = useHydrated();
  const query = hydrated ? (params.get('q') ?? '') : '';
  const selected = (hydrated ? (params.get('category') ?? '') : '')
    .split(',')
    .map((p) => CATEGORY_FILTERS.find((f) => f.param === p)?.category)
    .filter((c): c is AtlasCategory => c !== undefined);

  const update = useCallback(
    (q: string, categories: AtlasCategory[]) => {
      setParams(
        (prev) => {
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

  const setQuery = (q: string) => update(q, selected);
  const toggle = (category: AtlasCategory) =>
    update(query, selected.includes(category) ? selected.filter((c) => c !== category) : [...selected, category]);
  return { query, selected, setQuery, toggle };
}
