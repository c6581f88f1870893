import { lazy, type ComponentType } from 'react';

/**
 * On a prerendered page, a part Preact hydrates a task after the rest: Preact keeps the HTML of a lazy part until
 * its code has arrived, then hydrates it (its progressive hydration of `lazy` within `Suspense`). The layout's
 * navigation bar, page and footer, and a long page's sections, each wait a task, so a phone's main thread is held by
 * several short tasks rather than one long one (decision 025). Anywhere else (the prerender, a page the app renders
 * itself) it is the component itself. It goes within a `Suspense` (whose fallback shows only where it is the
 * component's own code that loads).
 */
export function hydratedLater<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  const prerendered = typeof document !== 'undefined' && !!document.getElementById('root')?.firstElementChild;
  if (!prerendered) return Component;
  return lazy(
    () => new Promise<{ default: ComponentType<P> }>((done) => setTimeout(() => done({ default: Component }))),
  );
}
