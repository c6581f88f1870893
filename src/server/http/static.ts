import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Hono, MiddlewareHandler } from 'hono';
import { isStaffPath, matchPage } from '../../domain/routes.ts';
import type { AppEnv, Deps } from './context.ts';
import { pagesWithData } from './rendered-pages.ts';
import { loadStaticFiles, sendStaticFile, staticText, type StaticFile } from './static-files.ts';

/**
 * In development, a page opened by another host name (127.0.0.1 for localhost) goes to the same path
 * on the PUBLIC_URL host first: the OAuth state cookie is set on that host, so sign-in from any other
 * name would fail on return. API callers are never redirected (routes under /api answer before this).
 */
const toPublicHost: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { config } = c.get('deps');
  if (config.env !== 'development' || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
  const target = new URL(config.publicUrl);
  if (c.req.header('host') === target.host) return next();
  const url = new URL(c.req.url);
  return c.redirect(`${target.origin}${url.pathname}${url.search}`, 302);
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A public page's HTML as the build prerendered it (scripts/web-build/prerender.ts writes /prerendered/<path>.html):
 * its content arrives before any script runs, and the browser hydrates it (decision 024); a page that shows its data
 * first has it rendered in (decision 024, rendered-pages.ts). Other pages, and a
 * build without the prerendered files, get the empty index.html.
 */
function prerendered(files: Map<string, StaticFile>, page: string): StaticFile | undefined {
  return files.get(`/prerendered${page === '/' ? '/index' : page}.html`);
}

const pagePath = (requestPath: string) => (requestPath.length > 1 ? requestPath.replace(/\/+$/, '') : requestPath);

/**
 * Serves the built React app from memory: hashed assets for a year, other files revalidated, a public page's
 * prerendered HTML or else index.html for every page path; each in the coding the browser accepts, from the
 * copies the build compressed.
 */
export function mountWebApp(app: Hono<AppEnv>, deps: Pick<Deps, 'feed' | 'log' | 'config'>, webRoot: string): void {
  app.use('*', toPublicHost);
  const indexFile = path.join(webRoot, 'index.html');
  if (!existsSync(indexFile)) {
    app.get('*', (c) => c.text('The web app is not built. Run `npm run build` (npm start does it for you).', 503));
    return;
  }
  const indexHtml = staticText(readFileSync(indexFile, 'utf8'), 'text/html; charset=UTF-8');
  const files = loadStaticFiles(webRoot);
  const { withData, withParams } = pagesWithData(app, deps, webRoot);
  app.on(['GET', 'HEAD'], '*', (c, next) => {
    const file = files.get(c.req.path);
    if (!file) return next();
    return sendStaticFile(c, file, c.req.path.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
  });
  app.get('*', async (c) => {
    const match = matchPage(c.req.path);
    if (match && 'example' in match.page) {
      // A page with a parameter: its read's answer decides the status (an unknown name is a 404, an old one moved).
      const answer = await withParams(c.req.path, prerendered(files, match.page.path) ?? indexHtml);
      if (answer?.status === 308) return c.redirect(answer.location, 308);
      if (answer) return sendStaticFile(c, answer.file, 'no-cache', answer.status);
    }
    if (match) {
      const page = pagePath(c.req.path);
      const file = prerendered(files, page);
      return sendStaticFile(c, file ? await withData(page, file) : indexHtml, 'no-cache');
    }
    if (isStaffPath(c.req.path)) return sendStaticFile(c, indexHtml, 'no-cache');
    // Unknown path: the app renders its not-found page; the server records the path too.
    c.get('deps').log.info({ path: c.req.path }, 'page not found');
    return sendStaticFile(c, indexHtml, 'no-cache', 404);
  });
}
