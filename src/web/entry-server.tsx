import { renderToStringAsync } from 'preact-render-to-string';
import { StrictMode } from 'react';
import { StaticRouter } from 'react-router';
import { AppProviders, AppRoutes } from './app';
import { createQueryClient } from './lib/query-client';

/**
 * A page's HTML for the build's prerender (scripts/web-build/prerender.ts). No query has data here, so
 * every live part renders its loading state, exactly as the browser's first render does before hydrating;
 * the async render waits for the lazily loaded page itself.
 */
export async function renderPage(path: string): Promise<string> {
  return renderToStringAsync(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  );
}
