import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import { apiAnswer } from './api-answer.ts';
import type { AppContext, AppEnv, Deps } from './context.ts';
import { errorHandler } from './error-handler.ts';
import { answeredBy, requestIdFrom, requestIdOf } from '../metrics/request-id.ts';
import { meetsWriteGuards, pageHeaders, writeGuards } from './middleware.ts';

/**
 * A guard refuses (403, 413, 429) by throwing. Answered here, where Hono's compose answered it when each
 * middleware was its own level, so the headers around it are set on the refusal like on any answer.
 */
const answeredGuards: MiddlewareHandler<AppEnv> = (c, next) => {
  if (!meetsWriteGuards(c)) return next();
  const answer = async (err: unknown) => {
    if (!(err instanceof Error)) throw err;
    c.error = err;
    c.res = await errorHandler(err, c);
  };
  try {
    return (writeGuards(c, next) as Promise<void>).catch(answer);
  } catch (err) {
    return answer(err);
  }
};

const jsonAnswer = apiAnswer(true);
// The HTML API docs are pages: the browser policy, not the JSON one.
const docsAnswer = apiAnswer(false);

type Step = () => Promise<void>;
const step = (mw: MiddlewareHandler<AppEnv>, c: AppContext, next: Step) => mw(c, next) as Promise<void>;

/**
 * The instance's deps as one request sees them: every line its logger writes carries the request id. The child
 * logger is made when the request first logs, which most never do.
 */
function requestDeps(deps: Deps, requestId: string): Deps {
  let log: Logger | undefined;
  return {
    ...deps,
    get log() {
      return (log ??= deps.log.child({ requestId }));
    },
  };
}

/**
 * The middleware every request goes through, as one Hono middleware: the request id, then for pages the
 * browser security headers, and for the API the answer's compression and security headers (one async level)
 * and the write guards (body limit, Origin check, rate limits), each called directly inside the one before
 * it. Registered one by one, each would be an async level of Hono's compose, and on a small GET those levels
 * cost about as much as the answer itself.
 */
export function requestStack(deps: Deps): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    // The id the server gave the request on arrival (metrics/request-id.ts), or one of its own when the app
    // is called without node:http: sent with the answer, and on every line logged through the request's deps.
    const outgoing = c.env?.outgoing;
    const requestId = requestIdOf(c.env?.incoming) ?? requestIdFrom(c.req.header('x-request-id'));
    c.set('requestId', requestId);
    if (outgoing) outgoing.setHeader('x-request-id', requestId);
    else c.header('x-request-id', requestId);
    c.set('deps', requestDeps(deps, requestId));
    answeredBy(outgoing, c);
    const path = c.req.path;
    // Inline arrows: a named one would be given its name (tsx keeps names) on every request.
    if (!path.startsWith('/api/')) return step(pageHeaders, c, next);
    if (path.startsWith('/api/docs'))
      return step(pageHeaders, c, () => step(docsAnswer, c, () => step(answeredGuards, c, next)));
    return step(jsonAnswer, c, () => step(answeredGuards, c, next));
  };
}
