import { randomUUID } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { routePath } from 'hono/route';
import type { AppContext, Deps } from '../http/context.ts';
import { HOT_PATHS } from '../cache/hot-paths.ts';
import { metricsFor } from './site-metrics.ts';

/**
 * A request id from the proxy (X-Request-Id) is kept when it is short and plain, so one id follows a request
 * through Caddy's log and ours; anything else (too long, spaces, control characters) is replaced.
 */
const SANE_ID = /^[\w.:-]{1,128}$/;

export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === 'string' && SANE_ID.test(header) ? header : randomUUID();
}

const ids = new WeakMap<IncomingMessage, string>();
const contexts = new WeakMap<ServerResponse, AppContext>();

/** The id the request was given on arrival (see observeRequests); undefined outside node:http. */
export function requestIdOf(req: IncomingMessage | undefined): string | undefined {
  return req ? ids.get(req) : undefined;
}

/** The app tells which of its routes answered, read when the answer has been sent. */
export function answeredBy(res: ServerResponse | undefined, c: AppContext): void {
  if (res) contexts.set(res, c);
}

const HOT = new Set<string>(Object.keys(HOT_PATHS));
// Only the app knows its route patterns; the hot paths (answered before it) are fixed paths.
const routeOf = (req: IncomingMessage, res: ServerResponse) => {
  const c = contexts.get(res);
  if (c) return routePath(c) || 'unmatched';
  const path = req.url?.split('?')[0] ?? '';
  return HOT.has(path) ? path : 'unmatched';
};

/**
 * Wraps the server's listener: every request gets an id (echoed as X-Request-Id) before anything else
 * answers it, hot paths included, and is counted and timed by route when its answer has been sent.
 */
export function observeRequests(deps: Pick<Deps, 'db' | 'sse'>, listener: RequestListener): RequestListener {
  const metrics = metricsFor(deps);
  return (req, res) => {
    const started = performance.now();
    const id = requestIdFrom(req.headers['x-request-id']);
    ids.set(req, id);
    res.setHeader('x-request-id', id);
    res.once('close', () =>
      metrics.request(req.method ?? 'GET', routeOf(req, res), res.statusCode, (performance.now() - started) / 1000),
    );
    listener(req, res);
  };
}
