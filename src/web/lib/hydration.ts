import { onlineManager } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';

// A prerendered page's HTML shows every query loading, and React keeps that HTML only where its first render
// matches it: an element it hydrates with data already there keeps the server's attributes (a link without its
// address). The page's Suspense boundary hydrates after the header, whose queries would answer first, so queries
// wait ("offline" to TanStack Query) until the page itself, or the error screen in its place, has committed.
let holding = false;

function release() {
  if (!holding) return;
  holding = false;
  onlineManager.setOnline(true);
}

/** Called before `hydrateRoot`. */
export function holdQueriesUntilHydrated() {
  holding = true;
  onlineManager.setOnline(false);
  // A last resort only (every page and the error screen release): the session still shows if neither commits.
  setTimeout(release, 10_000);
}

/** In every page and the error screen: once it has hydrated (or rendered), queries run. */
export function useReleaseQueries() {
  useEffect(release, []);
}

const noSubscription = () => () => {};

/**
 * False in the prerender and in the render that hydrates its HTML, true in every other render. What the
 * prerender cannot know (the URL's query and hash, the time, local storage) applies from the next render on,
 * so the hydrating render matches the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
