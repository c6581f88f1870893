import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { holdQueriesUntilHydrated, skipHydration } from './lib/hydration';
import { PAGES } from './routes';
import './styles.css';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A public page arrives prerendered (scripts/web-build/prerender.ts): Preact takes over that HTML instead of
// replacing it. Its page's code, fetched alongside this entry by the boot script (boot.ts), is in before
// hydration starts, so the page hydrates in one pass, without suspending (a boundary that suspends while
// hydrating does not recover its later updates).
if (root.firstElementChild) {
  const path = location.pathname.length > 1 ? location.pathname.replace(/\/+$/, '') : '/';
  holdQueriesUntilHydrated();
  const page = PAGES.find(([pagePath]) => pagePath === path)?.[1];
  // A failed load hydrates anyway: the page's own load then fails the same way and shows the error screen.
  void (page ? page.preload() : Promise.resolve())
    .catch(() => undefined)
    .then(() => {
      hydrateRoot(root, app);
      // The boot script (boot.ts) hands over what the visitor typed and pressed before this.
      document.dispatchEvent(new Event('app-hydrated'));
    });
} else {
  skipHydration();
  createRoot(root).render(app);
}
