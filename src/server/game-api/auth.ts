import type { MiddlewareHandler } from 'hono';
import type { AppContext, AppEnv } from '../http/context.ts';
import { AppError } from '../http/errors.ts';
import { authenticateGameApiKey } from '../game-keys/keys.ts';
import { InFlight, KeyRate } from './admission.ts';

export interface GameServer {
  id: string;
  name: string;
}

// The request context's variables belong to the platform; the calling game server is kept beside it.
const callers = new WeakMap<Request, GameServer>();
// One admission per configuration, so each test server (and each instance) counts its own.
const admissions = new WeakMap<object, { rate: KeyRate; inFlight: InFlight }>();

/**
 * Accepts only a valid, unrevoked game API key sent as a bearer token, within its rate
 * (GAME_API_RATE_PER_SECOND) and its turn among the game requests in flight (admission.ts);
 * nothing else reaches a handler.
 */
export const requireGameServer: MiddlewareHandler<AppEnv> = async (c, next) => {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw AppError.unauthorized('Send the game API key as "Authorization: Bearer <key>".');
  const server = await authenticateGameApiKey(c.get('deps').db, match[1]!);
  if (!server) throw AppError.unauthorized('This API key is not valid or has been revoked.');
  const { config } = c.get('deps');
  let admission = admissions.get(config);
  if (!admission)
    admissions.set(config, (admission = { rate: new KeyRate(config.gameApiRatePerSecond), inFlight: new InFlight() }));
  admission.rate.take(server.id);
  callers.set(c.req.raw, server);
  return admission.inFlight.run(next);
};

export function gameServerOf(c: AppContext): GameServer {
  const server = callers.get(c.req.raw);
  if (!server) throw AppError.unauthorized();
  return server;
}
