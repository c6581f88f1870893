import { createElement, lazy, type ComponentType } from 'react';
import { useReleaseQueries } from './hydration';

export interface LazyPage {
  (): ReturnType<typeof createElement>;
  /** Loads the page's module; once loaded, the page renders without suspending. */
  preload: () => Promise<void>;
}

/**
 * A page whose code loads with it, like `React.lazy`, that can be asked for before React renders it
 * (`main.tsx` does for the prerendered page it hydrates). While a page's code is loading, its prerendered HTML
 * stays as it is; nothing above it changes meanwhile, since queries are held until the page has committed
 * (./hydration.ts): an update reaching it before then would make React drop that HTML for the skeleton.
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
