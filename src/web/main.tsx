import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { holdQueriesUntilHydrated } from './lib/hydration';
import { PAGES } from './routes';
import './styles.css';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A public page arrives prerendered (scripts/web-build/prerender.ts): React takes over that HTML instead of replacing
// it, with the page's code loaded first so that it hydrates in one pass (src/web/lib/lazy-page.ts).
if (root.firstElementChild) {
  const path = location.pathname.length > 1 ? location.pathname.replace(/\/+$/, '') : '/';
  holdQueriesUntilHydrated();
  const page = PAGES.find(([pagePath]) => pagePath === path)?.[1];
  void (page ? page.preload() : Promise.resolve()).finally(() => hydrateRoot(root, app));
} else createRoot(root).render(app);
