import type { Context, MiddlewareHandler, Next } from 'hono';
import { compressJson } from './compress-json.ts';
import type { AppEnv, Deps } from './context.ts';
import { errorHandler } from './error-handler.ts';
import { requestLog, securityHeaders, writeGuards } from './middleware.ts';

/**
 * A guard refuses (403, 413, 429) by throwing. Answered here, where Hono's compose answered it when each
 * middleware was its own level, so the log and the headers around it see the refusal like any answer.
 */
const answeredGuards: MiddlewareHandler<AppEnv> = (c, next) => {
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

const API: MiddlewareHandler[] = [requestLog, securityHeaders, compressJson, answeredGuards];
const PAGES: MiddlewareHandler[] = [requestLog, securityHeaders];

/**
 * The middleware every request goes through, as one Hono middleware: the request log, the security
 * headers, and for the API the JSON compression and the write guards (body limit, Origin check, rate
 * limits), each called directly inside the one before it. Registered one by one, each would be an async
 * level of Hono's compose, and on a small GET those levels cost about as much as the answer itself.
 */
export function requestStack(deps: Deps): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    c.set('deps', deps);
    const stack = c.req.path.startsWith('/api/') ? API : PAGES;
    return stack.reduceRight<Next>((inner, mw) => () => mw(c as Context, inner) as Promise<void>, next)();
  };
}
