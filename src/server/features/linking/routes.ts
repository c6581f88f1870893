import { createRoute } from '@hono/zod-openapi';
import { linkCodeResponse } from '../../../domain/game/link.ts';
import { createRouter } from '../../http/context.ts';
import { requireUser } from '../../http/guards.ts';
import { AppError } from '../../http/errors.ts';
import { hitRateLimit } from '../../http/rate-limit.ts';
import { createLinkCode } from './create-link-code.ts';
import { errorResponse } from '../../http/openapi.ts';
import { inGameCodeRoutes } from './in-game-code-routes.ts';

const CODES_PER_USER_PER_10_MINUTES = 10;
const error = errorResponse;

const create = createRoute({
  method: 'post',
  path: '/link-codes',
  middleware: [requireUser] as const,
  tags: ['account'],
  summary: 'A one-time code to link a Minecraft account: the player types the command in game',
  responses: {
    201: {
      description: 'The code, the in-game command and when it expires',
      content: { 'application/json': { schema: linkCodeResponse } },
    },
    401: error('Not signed in'),
    409: error('The account is already linked to a Minecraft account'),
    429: error('Too many codes asked for; wait a few minutes'),
  },
});

/**
 * Site side of account linking: a signed-in user asks for a code to type in game (`/link`, a mod), or,
 * without a mod, for a code told in game to type here.
 */
export function linkingRoutes() {
  const router = createRouter();
  router.openapi(create, async (c) => {
    const user = c.get('user');
    const { db, config } = c.get('deps');
    if ((await hitRateLimit(db, `link-code:${user.id}`, 600)) > CODES_PER_USER_PER_10_MINUTES) {
      throw new AppError('rate_limited', 'Too many link codes asked for. Please wait a few minutes and try again.');
    }
    c.header('cache-control', 'no-store');
    return c.json(await createLinkCode(db, user.id, config.linkCodeTtlMinutes), 201);
  });
  router.route('/', inGameCodeRoutes());
  return router;
}
