import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProviders, AppRoutes } from './app';
import { createQueryClient } from './lib/query-client';

/**
 * A page's HTML for the build's prerender (scripts/web-build/prerender.ts). No query has data here, so
 * every live part renders its loading state, exactly as the browser's first render does before hydrating;
 * `prerender` waits for the lazily loaded page itself.
 */
export async function renderPage(path: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
    // Every boundary in place: a large one would otherwise be sent apart with an inline script to move it.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
