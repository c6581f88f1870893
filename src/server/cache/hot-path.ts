import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { CHANGE_POSITION_HEADER } from '../../domain/realtime/change-position.ts';
import type { Deps } from '../http/context.ts';
import { etagMatches } from '../http/compression.ts';
import { API_SECURITY_HEADERS } from '../http/api-answer.ts';
import { jsonVariant, type JsonVariant } from './encoded-json.ts';
import type { JsonBody } from './hot-cache.ts';
import { hotCacheOf } from './hot-cache.ts';
import { HOT_PATHS } from './hot-paths.ts';
import { requestIdOf } from '../metrics/request-id.ts';

/**
 * A request listener that answers GETs of the hot public paths straight from the cache, with the same
 * bytes and headers Hono would send, and hands every other request (and any path whose cached body is
 * stale or missing) to `next`, the app, which then fills the cache.
 *
 * Why: the full middleware stack costs far more than answering a cached body (see docs/decisions on the
 * hot read path); the cache stays the one source of truth, and its correctness rules are unchanged.
 */
export function hotPathListener(
  deps: Pick<Deps, 'feed'>,
  next: RequestListener,
  headers: [string, string][] = API_SECURITY_HEADERS,
): RequestListener {
  const cache = hotCacheOf(deps);
  const keys = new Map<string, string>(Object.entries(HOT_PATHS));
  const fixed = headers.flat();
  // The header lines of each variant of a body, built once per variant rather than once per request.
  const heads = new WeakMap<JsonVariant, { ok: string[]; notModified: string[] }>();
  const headsOf = (variant: JsonVariant) => {
    let h = heads.get(variant);
    if (!h) {
      const common = [...fixed, 'content-type', 'application/json', 'etag', variant.etag, 'cache-control', 'no-cache'];
      if (variant.varies) common.push('vary', 'Accept-Encoding');
      const encoding = variant.encoding ? ['content-encoding', variant.encoding] : [];
      h = { ok: [...common, ...encoding, 'content-length', String(variant.bytes.length)], notModified: common };
      heads.set(variant, h);
    }
    return h;
  };
  const send = (req: IncomingMessage, res: ServerResponse, body: JsonBody, position: string) => {
    const variant = jsonVariant(body, req.headers['accept-encoding']);
    const notModified = etagMatches(req.headers['if-none-match'], body.etag);
    const heads = notModified ? headsOf(variant).notModified : headsOf(variant).ok;
    // All the headers in one array: node:http then writes them as they are, without merging.
    res.writeHead(notModified ? 304 : 200, [
      ...heads,
      CHANGE_POSITION_HEADER,
      position,
      'x-request-id',
      requestIdOf(req)!,
    ]);
    // The plain body goes as the string: node:http then sends head and body in one write.
    res.end(notModified ? undefined : variant.encoding ? variant.bytes : body.json);
  };
  return (req: IncomingMessage, res: ServerResponse) => {
    const key = req.method === 'GET' && req.url ? keys.get(req.url) : undefined;
    const answer = key ? cache.current<JsonBody>(key) : undefined;
    if (!answer) return next(req, res);
    // Where the feed stood as the request came in, as the app's answers say (http/api-answer.ts).
    const position = deps.feed.position;
    if (answer instanceof Promise) {
      // Stale: wait for the one reload everybody shares; if it fails, the app answers with its error.
      answer.then(
        (body) => send(req, res, body, position),
        () => next(req, res),
      );
    } else {
      send(req, res, answer, position);
    }
  };
}
