import { onlineManager } from '@tanstack/react-query';
import { useEffect } from 'react';

// A prerendered page's HTML shows every query loading, and React keeps that HTML only where its first render
// matches it: an element it hydrates with data already there keeps the server's attributes (a link without its
// address). The page's boundary can hydrate after the header, whose queries would answer first, so queries wait
// ("offline" to TanStack Query) until the page itself has hydrated.
let holding = false;

function release() {
  if (!holding) return;
  holding = false;
  onlineManager.setOnline(true);
}

/** Called before `hydrateRoot`; a page that fails to hydrate still gets its data after a few seconds. */
export function holdQueriesUntilHydrated() {
  holding = true;
  onlineManager.setOnline(false);
  setTimeout(release, 3000);
}

/** In every page: once it has hydrated (or rendered), queries run. */
export function useReleaseQueries() {
  useEffect(release, []);
}
