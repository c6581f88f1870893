import { lazy, type ComponentType } from 'react';
import { isHydrated } from '@/web/lib/hydration';

/**
 * On a prerendered page, a part Preact hydrates a task after the rest: Preact keeps the HTML of a lazy part until
 * its code has arrived, then hydrates it (its progressive hydration of `lazy` within `Suspense`). The routes within
 * the app's providers, the layout's navigation bar, page and footer, and a long page's sections, each wait a task,
 * so a phone's main thread is held by several short tasks rather than one long one (decision 025). Anywhere else
 * (the prerender, a page the app renders itself, a page visited after the first) it is the component itself. The
 * caller puts it within a `Suspense`: the layout's page part has the page skeleton as its fallback, for the page's
 * own code loading.
 */
export function hydratedLater<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  // Decided as the module is evaluated: a page's module is evaluated before the page hydrates only if it is the page
  // the visitor arrived on.
  const hydrating =
    typeof document !== 'undefined' && !!document.getElementById('root')?.firstElementChild && !isHydrated();
  if (!hydrating) return Component;
  return lazy(
    () => new Promise<{ default: ComponentType<P> }>((done) => setTimeout(() => done({ default: Component }))),
  );
}
