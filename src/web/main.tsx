import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { config } from 'zod';
import { App } from './app';
import { cn } from './lib/cn';
import { skipHydration } from './lib/hydration';
import { PAGE_ROUTES } from './routes';
import './styles.css';

// The pages' policy forbids eval: zod then neither compiles its parsers with it nor tries whether it may (a refused
// try is still reported as a policy violation, and Lighthouse counts it). Set before any schema is built: the code
// that builds them loads later.
config({ jitless: true });

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A public page arrives prerendered (scripts/web-build/prerender.ts): Preact takes over that HTML instead of
// replacing it. The page's own code (preloaded by the HTML) is in before hydration starts, so the page hydrates
// in one pass without suspending, as a framework's router loads a route's module before it hydrates.
if (root.firstElementChild) {
  const path = location.pathname.length > 1 ? location.pathname.replace(/\/+$/, '') : '/';
  const page = PAGE_ROUTES.find(([pagePath]) => pagePath === path)?.[1];
  // A failed load hydrates anyway: the page's own load then fails the same way and shows the error screen.
  void (page?.preload() ?? Promise.resolve())
    .catch(() => undefined)
    // tailwind-merge builds its class map on its first call (about 60 ms on a phone): in a task of its own, before
    // the hydration's first (decision 025).
    .then(() => setTimeout(cn))
    .then(() => setTimeout(() => hydrateRoot(root, app)));
} else {
  skipHydration();
  createRoot(root).render(app);
}
