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
// it. It starts at once, so a click on the top bar is handled (React replays one on the page once its code is
// in); the page's code, preloaded by the HTML, is asked for now so it hydrates right after.
if (root.firstElementChild) {
  const path = location.pathname.length > 1 ? location.pathname.replace(/\/+$/, '') : '/';
  holdQueriesUntilHydrated();
  void PAGES.find(([pagePath]) => pagePath === path)?.[1]
    .preload()
    .catch(() => undefined); // React's own load of it fails the same way and shows the error screen
  hydrateRoot(root, app);
} else createRoot(root).render(app);
