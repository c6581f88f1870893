import type { TypedResponse } from 'hono';
import type { AppContext } from '../http/context.ts';
import type { JsonBody } from './hot-cache.ts';

/** Answers a cached body; a browser that already has these bytes gets 304 (they revalidate every time). */
function sendCachedBody(c: AppContext, body: JsonBody): Response {
  const headers = { 'content-type': 'application/json', etag: body.etag, 'cache-control': 'no-cache' };
  if (c.req.header('if-none-match') === body.etag) return c.body(null, 304, headers);
  return c.body(body.json, 200, headers);
}

/**
 * The cached body as the typed JSON answer of its route: the route's response schema is checked against
 * the type the cache was filled with, so no cast hides a mismatch.
 */
export function sendCachedJson<T>(c: AppContext, body: JsonBody<T>): Response & TypedResponse<T, 200, 'json'> {
  return sendCachedBody(c, body) as Response & TypedResponse<T, 200, 'json'>;
}
