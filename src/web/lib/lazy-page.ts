import { createElement, lazy, type ComponentType } from 'react';
import { useReleaseQueries } from './hydration';

export interface LazyPage {
  (): ReturnType<typeof createElement>;
  /** Loads the page's module; once loaded, the page renders without suspending. */
  preload: () => Promise<void>;
}

/**
 * A page whose code loads with it, like `React.lazy`, that can be loaded before React starts. A prerendered
 * page must hydrate in one pass: if its module were still loading, an update above it (the session arriving)
 * would make React drop the server's HTML and show the loading skeleton instead, shifting the page.
 * `main.tsx` preloads the current path's page before `hydrateRoot`.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | undefined;
  const loadOnce = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(loadOnce);
  const Page = () => {
    useReleaseQueries();
    return createElement(loaded ?? Lazy);
  };
  Page.preload = () => loadOnce().then(() => undefined);
  return Page;
}
