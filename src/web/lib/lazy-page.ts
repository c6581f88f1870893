import { createElement, lazy, type ComponentType } from 'react';
import { useMarkHydrated } from './hydration';

export interface LazyPage {
  (): ReturnType<typeof createElement>;
  /** Loads the page's module; once loaded, the page renders without suspending. */
  preload: () => Promise<void>;
}

/**
 * A page whose code loads with it, like `React.lazy`, that can be asked for before it renders: `main.tsx` loads
 * the prerendered page's code before hydrating it, so that page renders at once, without suspending.
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
    useMarkHydrated();
    return createElement(loaded ?? Lazy);
  };
  Page.preload = () => loadOnce().then(() => undefined);
  return Page;
}
