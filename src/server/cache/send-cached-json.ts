import { asBody, etagMatches } from '../http/compression.ts';
import type { TypedResponse } from 'hono';
import type { AppContext } from '../http/context.ts';
import { jsonVariant } from './encoded-json.ts';
import type { JsonBody } from './hot-cache.ts';

/**
 * Answers a cached body, compressed once per body for clients that accept it; a browser that already has
 * these bytes gets 304 (they revalidate every time).
 */
function sendCachedBody(c: AppContext, body: JsonBody): Response {
  const variant = jsonVariant(body, c.req.header('accept-encoding'));
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    etag: variant.etag,
    'cache-control': 'no-cache',
  };
  if (variant.varies) headers.vary = 'Accept-Encoding';
  if (etagMatches(c.req.header('if-none-match'), body.etag)) return c.body(null, 304, headers);
  if (variant.encoding) headers['content-encoding'] = variant.encoding;
  return c.body(asBody(variant.bytes), 200, headers);
}

/**
 * The cached body as the typed JSON answer of its route: the route's response schema is checked against
 * the type the cache was filled with, so no cast hides a mismatch.
 */
export function sendCachedJson<T>(c: AppContext, body: JsonBody<T>): Response & TypedResponse<T, 200, 'json'> {
  return sendCachedBody(c, body) as Response & TypedResponse<T, 200, 'json'>;
}
