import type { MiddlewareHandler } from 'hono';
import { CHANGE_POSITION_HEADER } from '../../domain/realtime/change-position.ts';
import type { AppContext } from './context.ts';

/** What a JSON answer needs (OWASP REST guidance): it is never a document, so it may load and frame nothing. */
export const API_SECURITY_HEADERS: [string, string][] = [
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['x-content-type-options', 'nosniff'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['cross-origin-resource-policy', 'same-origin'],
];

/**
 * Every /api/ answer gets the API security headers, unless `secure` is false (the HTML API docs, which get the page
 * policy). A read's answer also says where the change feed stood when it began (domain/realtime/change-position.ts).
 *
 * The headers are set before the route runs, so the answer is never rebuilt: under Node on the outgoing response
 * (node:http merges them into whatever the route writes, a stream too), elsewhere (app.request in tests) through
 * Hono's c.header. Compressing answers is the reverse proxy's job (deploy/Caddyfile, `encode`); the hot public reads
 * are kept compressed by the hot cache, and the web app's files are compressed at build.
 */
export function apiAnswer(secure: boolean): MiddlewareHandler {
  return async (c, next) => {
    if (secure) {
      const outgoing = (c as AppContext).env?.outgoing;
      const set = outgoing ? outgoing.setHeader.bind(outgoing) : (name: string, value: string) => c.header(name, value);
      for (const [name, value] of API_SECURITY_HEADERS) set(name, value);
      // Taken before the route reads anything. The hot cache's answers qualify too: a cached body is current until
      // the feed reports a change to what it read, and it is dropped in the same turn.
      if (c.req.method === 'GET') set(CHANGE_POSITION_HEADER, (c as AppContext).get('deps').feed.position);
    }
    await next();
  };
}
