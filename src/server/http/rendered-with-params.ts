import { createHash } from 'node:crypto';
import type { Hono } from 'hono';
import { fillPath, matchPage } from '../../domain/routes.ts';
import type { JsonBody } from '../cache/hot-cache.ts';
import type { AppEnv, Deps } from './context.ts';
import { withShareTags } from './page-head.ts';
import { staticText, type StaticFile } from './static-files.ts';

type Render = (
  path: string,
  prerendered: StaticFile,
  answer: JsonBody,
  now: number,
  address: string,
) => Promise<{ markup: string; html: string }>;

/** Renders kept per address: enough for the profiles being shared at once, dropped oldest first. */
const KEPT_RENDERS = 500;
const RENDER_FRESH_MS = 30_000;

export type PageAnswer = { status: 200 | 404; file: StaticFile } | { status: 308; location: string };

/**
 * A page with a parameter (`/trainers/:name`, issue 39), rendered by the server for its address with the answer of
 * its first read, the parameter filled in: the API decides, so an unknown name is the page's 404 (rendered with the
 * answer `null`, the page's not-found view) and an old name, which the API redirects, redirects the page the same
 * way. The head carries the address's own title, description and share tags. One render per address while its
 * answer is unchanged (30 s at most); without a renderer in the build, the prerendered HTML with the same status.
 */
export function pagesWithParams(app: Hono<AppEnv>, deps: Pick<Deps, 'log' | 'config'>, render: Render | undefined) {
  const kept = new Map<string, { etag: string; at: number; file: Promise<StaticFile> }>();

  return async function withParams(requestPath: string, prerendered: StaticFile): Promise<PageAnswer | undefined> {
    const match = matchPage(requestPath);
    const pattern = match && 'public' in match.page && 'reads' in match.page.public && match.page.public.reads[0];
    if (!match || !pattern) return undefined;
    const address = fillPath(pattern, match.params);
    const res = await app.request(address);
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      const moved = matchPage(location.replace(/^\/api/, ''));
      if (moved && moved.page === match.page) return { status: 308, location: fillPath(match.page.path, moved.params) };
    }
    if (res.status !== 200 && res.status !== 404) return { status: 200, file: prerendered };
    const status = res.status;
    const json = status === 200 ? await res.text() : 'null';
    // The boot script preloads the page's read with its parameter filled in.
    const page = staticText(prerendered.plain.toString().split(pattern).join(address), prerendered.type);
    if (!render) return { status, file: page };
    const path = fillPath(match.page.path, match.params);
    const etag = createHash('sha1').update(json).digest('base64url');
    const now = Date.now();
    const previous = kept.get(path);
    if (previous && previous.etag === etag && now - previous.at < RENDER_FRESH_MS) {
      return { status, file: await previous.file };
    }
    const file = render(path, page, { json, etag }, now, address).then(
      ({ markup, html }) =>
        staticText(withShareTags(html, markup, `${deps.config.publicUrl}${path}`, 'Cobble League'), page.type),
      (err: unknown) => {
        deps.log.error({ err, path }, 'rendering a page with its data failed');
        return page;
      },
    );
    kept.delete(path);
    kept.set(path, { etag, at: now, file });
    if (kept.size > KEPT_RENDERS) kept.delete(kept.keys().next().value!);
    return { status, file: await file };
  };
}
