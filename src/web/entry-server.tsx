import { renderToStringAsync } from 'preact-render-to-string';
import { StrictMode } from 'react';
import { StaticRouter } from 'react-router';
import { AppProviders, AppRoutes } from './app';
import { createQueryClient } from './lib/query-client';
import { renderingWith, type PageData } from './lib/page-data';

/**
 * A page's HTML: for the build's prerender (scripts/web-build/prerender.ts), without data, so every live part
 * renders its loading state, exactly as the browser's first render does before hydrating; and for the server
 * (src/server/http/rendered-pages.ts, decision 024), with the answers a page is rendered with. The async render
 * waits for the lazily loaded page itself. One render at a time: the data is the module's while it renders.
 */
let last: Promise<unknown> = Promise.resolve();
export function renderPage(path: string, data?: PageData): Promise<string> {
  const render = async () => {
    renderingWith(data);
    try {
      return await renderToStringAsync(
        <StrictMode>
          <AppProviders queryClient={createQueryClient()}>
            <StaticRouter location={path}>
              <AppRoutes />
            </StaticRouter>
          </AppProviders>
        </StrictMode>,
      );
    } finally {
      renderingWith(undefined);
    }
  };
  const result = last.then(render, render);
  last = result.catch(() => undefined);
  return result;
}
