import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Hono } from 'hono';
import { PAGES } from '../../domain/routes.ts';
import { hotCacheOf, type JsonBody } from '../cache/hot-cache.ts';
import { HOT_PATHS, type HotPath } from '../cache/hot-paths.ts';
import type { AppEnv, Deps } from './context.ts';
import { pagesWithParams } from './rendered-with-params.ts';
import { staticText, type StaticFile } from './static-files.ts';

/** Where the build keeps the page renderer (scripts/web-build/prerender.ts): a directory the server does not serve. */
export const RENDERER_DIR = '.render';
export const RENDERER_FILE = 'entry-server.mjs';

/**
 * The public pages whose largest paint is their data (`withData` in domain/routes.ts), rendered by the server with
 * the cached answer of their first read (decision 024). Every other public page is the build's prerendered HTML alone.
 */
export const RENDERED_WITH: Partial<Record<string, HotPath>> = Object.fromEntries(
  PAGES.flatMap((page) => {
    if (!('public' in page) || !('withData' in page.public) || 'example' in page) return [];
    const address = page.public.reads[0];
    if (!(address in HOT_PATHS))
      throw new Error(`${page.path} is rendered with ${address}, which the hot cache does not hold`);
    return [[page.path, address as HotPath]];
  }),
);

/** A render is shown for 30 s at most, as the page's own clock moves an event from upcoming to past every 30 s. */
export const RENDER_FRESH_MS = 30_000;

type Renderer = (page: string, data: { now: number; answers: Record<string, unknown> }) => Promise<string>;

const ROOT = '<div id="root">';

/** The resource hints (an image preload) a render puts before the page's markup; they belong in the head. */
export const leadingHints = (body: string) => /^(?:<link[^>]*>)*/.exec(body)![0];

interface Rendered {
  etag: string;
  at: number;
  file: Promise<StaticFile>;
}

/**
 * A page's HTML with its data: the prerendered document with #root rendered again from the hot cache's answer, and
 * that answer and the render's clock in a data block (`#page-data`, which src/web/lib/page-data.ts reads), so the
 * render that hydrates it matches. One render per page while its answer is unchanged, for RENDER_FRESH_MS at most:
 * nothing renders per request. Without a renderer in the build, or when a render fails, the prerendered HTML.
 */
export function pagesWithData(app: Hono<AppEnv>, deps: Pick<Deps, 'feed' | 'log' | 'config'>, webRoot: string) {
  const file = path.join(webRoot, RENDERER_DIR, RENDERER_FILE);
  // The build does not change while the server runs (static-files.ts reads it once too).
  const hasRenderer = existsSync(file);
  let renderer: Promise<Renderer> | undefined;
  const rendered = new Map<string, Rendered>();
  const cache = hotCacheOf(deps);

  const answerOf = async (address: HotPath): Promise<JsonBody | undefined> => {
    const key = HOT_PATHS[address];
    // The cache learns how to load an address when it is first asked for it, through its route.
    if (!cache.current(key)) await app.request(address);
    return cache.current<JsonBody>(key);
  };

  const render = async (page: string, prerendered: StaticFile, answer: JsonBody, now: number, address: string) => {
    renderer ??= import(pathToFileURL(file).href).then((m: { renderPage: Renderer }) => m.renderPage);
    const body = await (await renderer)(page, { now, answers: { [address]: JSON.parse(answer.json) } });
    // The resource hints the render puts first are in the prerendered head already.
    const markup = body.slice(leadingHints(body).length);
    // The document around #root stays as the build wrote it; the root's end is the last </div> before </body>.
    const html = prerendered.plain.toString();
    const start = html.indexOf(ROOT) + ROOT.length;
    const end = html.lastIndexOf('</div>', html.indexOf('</body>'));
    // `<` written as \u003c, so no answer can end the block; JSON.parse reads it back.
    const data = `{"now":${now},"answers":{${JSON.stringify(address)}:${answer.json}}}`.replace(/</g, '\\u003c');
    const block = `<script type="application/json" id="page-data">${data}</script>`;
    return { markup, html: `${html.slice(0, start)}${markup}</div>${block}${html.slice(end + '</div>'.length)}` };
  };

  async function withData(page: string, prerendered: StaticFile): Promise<StaticFile> {
    const address = RENDERED_WITH[page];
    if (!address || !hasRenderer) return prerendered;
    // A failed read is the API's to report; the page still shows, and the browser reads its data as before.
    const answer = await answerOf(address).catch(() => undefined);
    if (!answer) return prerendered;
    const kept = rendered.get(page);
    const now = Date.now();
    if (kept && kept.etag === answer.etag && now - kept.at < RENDER_FRESH_MS) return kept.file;
    const next = {
      etag: answer.etag,
      at: now,
      // A failed render is reported once, and the prerendered HTML shown until the next.
      file: render(page, prerendered, answer, now, address).then(
        ({ html }) => staticText(html, prerendered.type),
        (err: unknown) => {
          deps.log.error({ err, page }, 'rendering a page with its data failed');
          return prerendered;
        },
      ),
    };
    rendered.set(page, next);
    return next.file;
  }

  return { withData, withParams: pagesWithParams(app, deps, hasRenderer ? render : undefined) };
}
