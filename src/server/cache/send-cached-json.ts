import type { AppContext } from '../http/context.ts';
import type { JsonBody } from './hot-cache.ts';

/** Answers a cached body; a browser that already has these bytes gets 304 (they revalidate every time). */
export function sendCachedJson(c: AppContext, body: JsonBody): Response {
  const headers = { 'content-type': 'application/json', etag: body.etag, 'cache-control': 'no-cache' };
  if (c.req.header('if-none-match') === body.etag) return c.body(null, 304, headers);
  return c.body(body.json, 200, headers);
}
