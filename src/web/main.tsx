import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { holdQueriesUntilHydrated, hydrateInTurns, nextTask, skipHydration, turnHydrated } from './lib/hydration';
import { PAGE_ROUTES } from './routes';
import './styles.css';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A public page arrives prerendered (scripts/web-build/prerender.ts): Preact takes over that HTML instead of
// replacing it. Its page's code, fetched alongside this entry by the boot script (boot.ts), is in before
// hydration starts, so nothing waits for code while hydrating; the layout, the navigation bar and the page then
// hydrate in turns (lib/hydration.ts, HydrateLater), decision 024.
if (root.firstElementChild) {
  const path = location.pathname.length > 1 ? location.pathname.replace(/\/+$/, '') : '/';
  holdQueriesUntilHydrated();
  void hydrate(PAGE_ROUTES.find(([pagePath]) => pagePath === path)?.[1]);
} else {
  skipHydration();
  createRoot(root).render(app);
}

async function hydrate(page?: { preload(): Promise<unknown> }) {
  // A failed load hydrates anyway: the page's own load then fails the same way and shows the error screen.
  await page?.preload().catch(() => undefined);
  // Hydration is one task that holds the phone's main thread. The router numbers the history entry it starts on,
  // with a replaceState that can take milliseconds: done first, in a task of its own, the router finds it done.
  if (history.state?.idx == null) history.replaceState({ ...history.state, idx: 0 }, '');
  await nextTask();
  // The navigation bar and the page hydrate in tasks of their own after the rest (HydrateLater, in the layout).
  const hydrated = hydrateInTurns(2);
  hydrateRoot(root, app);
  turnHydrated(0);
  await hydrated;
  // The boot script (boot.ts) hands over what the visitor typed and pressed before this.
  document.dispatchEvent(new Event('app-hydrated'));
}
