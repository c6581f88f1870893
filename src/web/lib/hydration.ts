import { onlineManager, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';

// A prerendered page's HTML shows every query loading, and Preact keeps the attributes it finds where it hydrates:
// an element hydrated with data already there would keep the HTML's (a link without its address). So queries wait
// ("offline" to TanStack Query) until the page itself, or the error screen in its place, has committed.
let holding = false;

/** Queries run from now on; the ones paused so far resume. Exported for its test; pages use useReleaseQueries. */
export function releaseQueries(queryClient?: QueryClient) {
  if (!holding) return;
  holding = false;
  onlineManager.setOnline(true);
  // The queries paused so far resume when the client hears of it. QueryClientProvider starts listening in an
  // effect of its own, which may run after the page's: the cache is told directly.
  queryClient?.getQueryCache().onOnline();
}

/** Called before `hydrateRoot`. */
export function holdQueriesUntilHydrated() {
  holding = true;
  onlineManager.setOnline(false);
  // A last resort only (every page and the error screen release): the session still shows if neither commits.
  setTimeout(() => releaseQueries(), 10_000);
}

let hydrated = false;
const hydratedListeners = new Set<() => void>();
const onHydrated = (listener: () => void) => {
  hydratedListeners.add(listener);
  return () => void hydratedListeners.delete(listener);
};

/** Whether the page has hydrated (or had nothing to hydrate): false during the render that hydrates. */
export const isHydrated = () => hydrated;

/** Called before rendering a page that has no prerendered HTML: nothing to match, so useHydrated is true at once. */
export function skipHydration() {
  hydrated = true;
}

/** In every page and the error screen: once it has hydrated (or rendered), queries run and useHydrated is true. */
export function useReleaseQueries() {
  const queryClient = useQueryClient();
  useEffect(() => {
    releaseQueries(queryClient);
    if (hydrated) return;
    hydrated = true;
    for (const listener of hydratedListeners) listener();
  }, [queryClient]);
}

/**
 * False in the prerender and in the render that hydrates its HTML, true from the moment that page has committed,
 * on the pages visited after it, and from the start on a page that had no prerendered HTML. What the prerender cannot know (the
 * URL's query and hash, the time, local storage) applies from then on, so the hydrating render matches the HTML:
 * Preact keeps the attributes it finds when it hydrates.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(onHydrated, isHydrated, () => false);
}
