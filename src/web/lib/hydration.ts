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

// Hydrating a whole page is one task, and a phone's main thread is held for all of it (the blocking time Lighthouse
// counts). The navigation bar and the page hydrate in tasks of their own, after the rest: see HydrateLater.
let turns: Promise<void>[] = [];
const turnsDone = new Set<number>();
const turnsHydrated = new Set<number>();
let lastHydrated = () => {};

/**
 * Called before `hydrateRoot`. Resolves once the last part has hydrated (in that part's task, so what the visitor
 * did before is handed over before the page's effects run), or a task after its turn if it never renders (an error
 * screen in the layout's place).
 */
export function hydrateInTurns(count: number): Promise<void> {
  let previous = Promise.resolve();
  turns = Array.from({ length: count }, (_, i) => {
    previous = previous.then(nextTask).then(() => void turnsDone.add(i + 1));
    return previous;
  });
  const hydrated = new Promise<void>((resolve) => (lastHydrated = resolve));
  return Promise.race([hydrated, previous.then(nextTask)]);
}

/** Resolves in a task of its own, after what is already queued. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** The wait of a part hydrated at `turn` (HydrateLater), or undefined once it may hydrate or when nothing does. */
export function hydrationTurn(turn: number): Promise<void> | undefined {
  return turnsDone.has(turn) ? undefined : turns[turn - 1];
}

/** Called once the rest of the page (turn 0), then each part hydrated at a later turn, has committed. */
export function turnHydrated(turn: number) {
  // Once: Preact may run the effect that calls this again when it resumes a part that suspended while hydrating.
  if (turnsHydrated.has(turn)) return;
  turnsHydrated.add(turn);
  // Marked for the browser's performance tools, and for the journey that checks each is a task of its own.
  performance.mark(`hydrated turn ${turn}`);
  if (turn === turns.length) lastHydrated();
}
