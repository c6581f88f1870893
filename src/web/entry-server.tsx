import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders, ROUTES } from './app';
import { createQueryClient } from './lib/query-client';

/**
 * A page's HTML for the build's prerender (scripts/web-build/prerender.ts). No query has data here, so
 * every live part renders its loading state, exactly as the browser's first render does before hydrating;
 * `prerender` waits for the lazily loaded page itself.
 */
export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(ROUTES);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`Prerendering ${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // hydrate={false}: no inline script with router data (the CSP allows none, and there is no data to pass).
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    // Every boundary in place: a large one would otherwise be sent apart with an inline script to move it.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
