import type { HttpBindings } from '@hono/node-server';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Logger } from 'pino';
import type { Auth } from '../auth/auth.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { ChangeFeed } from '../realtime/change-feed.ts';
import { illFormedTextAt, LONE_SURROGATE_MESSAGE } from '../../domain/shared/inputs.ts';
import { errorBody, invalidInput } from './errors.ts';

export interface Deps {
  config: Config;
  db: Database;
  log: Logger;
  auth: Auth;
  feed: ChangeFeed;
  sse: LiveStreams;
}

/**
 * The live-update streams (realtime/sse-hub.ts), as the routes and the server use them. Declared here so that
 * http/ imports no stream code: the hub answers through http/, not the other way round.
 */
export interface LiveStreams {
  stream(c: AppContext): Response;
  readonly size: number;
  closeAll(): void;
}

export interface SessionUser {
  id: string;
  name: string;
  image: string | null;
  role: 'player' | 'staff' | 'admin';
  discordId: string | null;
}

export interface AppEnv {
  /** The Node request and response (@hono/node-server). */
  Bindings: HttpBindings;
  Variables: {
    deps: Deps;
    requestId: string;
    /** Memoised by currentUser(); undefined until first asked. */
    user: SessionUser | null | undefined;
  };
}

export type AppContext = Context<AppEnv>;

const refused = (c: Context, error: ReturnType<typeof invalidInput>) =>
  c.json(errorBody(error.code, error.message, error.fields), 400);

/**
 * A router whose validation failures answer with the one error shape. Input that passed its schema is
 * refused still when a text in it holds a lone surrogate, as NUL is: every body, query and path of every route.
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return refused(c, invalidInput(result.error));
      const at = illFormedTextAt(result.data);
      if (at) return refused(c, invalidInput({ [at]: LONE_SURROGATE_MESSAGE }));
    },
  });
}
