import { randomBytes } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { routePath } from 'hono/route';
import type { AppContext, Deps } from '../http/context.ts';
import { HOT_PATHS } from '../cache/hot-paths.ts';
import { metricsFor } from './site-metrics.ts';

/**
 * A request id from the proxy (X-Request-Id) is kept when it is short and plain, so one id follows a request
 * through Caddy's log and ours; anything else (too long, spaces, control characters) is replaced by one of ours:
 * this process's random prefix and a count, unique across instances and restarts without a random draw per request.
 */
const SANE_ID = /^[\w.:-]{1,128}$/;
const PREFIX = randomBytes(6).toString('hex');
let count = 0;

export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === 'string' && SANE_ID.test(header) ? header : `${PREFIX}-${(++count).toString(36)}`;
}

/** A request slower than this is logged at warn, whatever LOG_LEVEL says below it. */
const SLOW_REQUEST_MS = 1000;

const ID = Symbol('request id');
const CONTEXT = Symbol('answering context');
type Observed = IncomingMessage & { [ID]?: string };
type Answered = ServerResponse & { [CONTEXT]?: AppContext };

/** The id the request was given on arrival (see observeRequests); undefined outside node:http. */
export function requestIdOf(req: IncomingMessage | undefined): string | undefined {
  return (req as Observed | undefined)?.[ID];
}

/** The app tells which of its routes answered, read when the answer has been sent. */
export function answeredBy(res: ServerResponse | undefined, c: AppContext): void {
  if (res) (res as Answered)[CONTEXT] = c;
}

const HOT = new Set<string>(Object.keys(HOT_PATHS));
// Only the app knows its route patterns; the hot paths (answered before it) are fixed paths.
const routeOf = (req: IncomingMessage, res: Answered) => {
  const c = res[CONTEXT];
  if (c) return routePath(c) || 'unmatched';
  const path = req.url?.split('?')[0] ?? '';
  return HOT.has(path) ? path : 'unmatched';
};

/**
 * Wraps the server's listener: every request gets an id before anything answers it (the hot path and the app
 * each send it with their own headers, in one write), and when its answer has been sent it is counted and timed
 * by route, and logged with its id when it failed (5xx) or was slow; at LOG_LEVEL=debug, every request is.
 */
export function observeRequests(
  deps: Pick<Deps, 'db' | 'sse' | 'log'>,
  listener: RequestListener,
  slowMs = SLOW_REQUEST_MS,
): RequestListener {
  const metrics = metricsFor(deps);
  const { log } = deps;
  return (req, res) => {
    const started = performance.now();
    (req as Observed)[ID] = requestIdFrom(req.headers['x-request-id']);
    res.on('close', () => {
      const ms = performance.now() - started;
      const route = routeOf(req, res);
      const status = res.statusCode;
      metrics.request(req.method ?? 'GET', route, status, ms / 1000);
      const level = status >= 500 ? 'error' : ms >= slowMs ? 'warn' : 'debug';
      // Live-update streams last as long as the page is open: never slow, and never logged as requests.
      if (route === '/api/realtime' || !log.isLevelEnabled(level)) return;
      const line = {
        requestId: requestIdOf(req),
        method: req.method,
        path: req.url,
        route,
        status,
        ms: Math.round(ms),
      };
      log[level](line, 'request');
    });
    listener(req, res);
  };
}
