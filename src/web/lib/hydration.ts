import { useLayoutEffect, useSyncExternalStore } from 'react';

// What the prerender cannot know (the URL's query and hash, the clock, local storage) applies once the page has
// hydrated: the render that hydrates must match the HTML, because Preact keeps the attributes it finds there.
let hydrated = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Whether the page has hydrated (or had nothing to hydrate): false during the render that hydrates. */
export const isHydrated = () => hydrated;

/** Called before rendering a page that has no prerendered HTML: nothing to match, so useHydrated is true at once. */
export function skipHydration() {
  hydrated = true;
}

/**
 * In every page and the error screen: once it has hydrated (or rendered), useHydrated is true. What the visitor typed
 * into a field before the app was there is in the field but not in the app's state: the app hears of it now, as if it
 * had been typed after (a layout effect, so no render can set the field back first).
 */
export function useMarkHydrated() {
  useLayoutEffect(() => {
    if (hydrated) return;
    hydrated = true;
    // For the browser's performance tools (and the journeys that wait for it).
    performance.mark('page hydrated');
    for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
      if (field.value !== field.defaultValue) field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    for (const listener of listeners) listener();
  }, []);
}

/**
 * False in the prerender and in the render that hydrates its HTML, true from the moment that page has committed,
 * on the pages visited after it, and from the start on a page that had no prerendered HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, isHydrated, () => false);
}
