import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono, MiddlewareHandler } from 'hono';
import { isPagePath, isStaffPath } from '../../domain/routes.ts';
import type { AppEnv } from './context.ts';

/**
 * In development, a page opened by another host name (127.0.0.1 for localhost) goes to the same path
 * on the PUBLIC_URL host first: the OAuth state cookie is set on that host, so sign-in from any other
 * name would fail on return. API callers are never redirected (routes under /api answer before this).
 */
const toPublicHost: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { config } = c.var.deps;
  if (config.env !== 'development' || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
  const target = new URL(config.publicUrl);
  if (c.req.header('host') === target.host) return next();
  const url = new URL(c.req.url);
  return c.redirect(`${target.origin}${url.pathname}${url.search}`, 302);
};

/** Serves the built React app: hashed assets for a year, index.html for every page path. */
export function mountWebApp(app: Hono<AppEnv>, webRoot: string): void {
  app.use('*', toPublicHost);
  const indexFile = path.join(webRoot, 'index.html');
  if (!existsSync(indexFile)) {
    app.get('*', (c) => c.text('The web app is not built. Run `npm run build` (npm start does it for you).', 503));
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('cache-control', 'public, max-age=31536000, immutable');
  });
  app.use('*', serveStatic({ root: path.relative(process.cwd(), webRoot) || '.' }));
  app.get('*', (c) => {
    c.header('cache-control', 'no-cache');
    if (isPagePath(c.req.path) || isStaffPath(c.req.path)) return c.html(indexHtml);
    // Unknown path: the app renders its not-found page; the server records the path too.
    c.var.deps.log.info({ path: c.req.path }, 'page not found');
    return c.html(indexHtml, 404);
  });
}
