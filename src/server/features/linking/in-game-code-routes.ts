import { createRoute } from '@hono/zod-openapi';
import {
  currentLinkCodeRequest,
  LIMIT_WINDOW_SECONDS,
  VERIFIES_PER_ACCOUNT,
  linkCodeRequest,
  linkCodeRequestResult,
  linkCodeVerify,
  linkCodeVerifyResult,
} from '../../../domain/linking/schemas.ts';
import { LINK_BY_NAME_TEXTS as T } from '../../../domain/linking/texts.ts';
import { createRouter } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { requireUser } from '../../http/guards.ts';
import { errorResponse as error, jsonResponse } from '../../http/openapi.ts';
import { hitRateLimit } from '../../http/rate-limit.ts';
import { requestCodeInGame } from './request-code-in-game.ts';
import { currentCodeRequest, verifyCodeFromGame } from './verify-code.ts';

const base = { tags: ['account'], middleware: requireUser };

const request = createRoute({
  ...base,
  method: 'post',
  path: '/link-code-requests',
  summary: 'No mod on the server: send a one-time code in game to the player online under this name',
  request: { body: { required: true, content: { 'application/json': { schema: linkCodeRequest } } } },
  responses: {
    201: jsonResponse(linkCodeRequestResult, 'The code is queued for the bridge to tell the player (tellraw)'),
    400: error('Not a Minecraft name'),
    401: error('Not signed in'),
    409: error('Not online now (reason not_online), linked to another account, or this account is already linked'),
    429: error('Too many codes asked for by this account or sent to this player; wait a few minutes'),
  },
});

const current = createRoute({
  ...base,
  method: 'get',
  path: '/link-code-requests/current',
  summary: 'The live code sent in game to the signed-in user, if any (name and expiry, never the code)',
  responses: { 200: jsonResponse(currentLinkCodeRequest, 'The request, or null'), 401: error('Not signed in') },
});

const verify = createRoute({
  ...base,
  method: 'post',
  path: '/link-code-requests/verify',
  summary: 'Link the account with the code the player read in game',
  request: { body: { required: true, content: { 'application/json': { schema: linkCodeVerify } } } },
  responses: {
    200: jsonResponse(linkCodeVerifyResult, 'The Minecraft account now linked'),
    400: error('Wrong code (reason wrong_code); a few wrong codes drop it'),
    401: error('Not signed in'),
    404: error('No code asked for'),
    409: error('The code expired, was used, or was dropped after wrong tries; or the account was linked meanwhile'),
    429: error('Too many tries; wait a few minutes'),
  },
});

/** Linking without a mod: a code told in game through the bridge, typed on the site. */
export function inGameCodeRoutes() {
  const router = createRouter();
  router.openapi(request, async (c) => {
    const { db, config } = c.get('deps');
    c.header('cache-control', 'no-store');
    const sent = await requestCodeInGame(db, c.get('user').id, c.req.valid('json').name, config.linkCodeTtlMinutes);
    return c.json(sent, 201);
  });
  router.openapi(current, async (c) => {
    c.header('cache-control', 'no-store');
    return c.json(await currentCodeRequest(c.get('deps').db, c.get('user').id), 200);
  });
  router.openapi(verify, async (c) => {
    const { db } = c.get('deps');
    const user = c.get('user');
    if ((await hitRateLimit(db, `link-verify:${user.id}`, LIMIT_WINDOW_SECONDS)) > VERIFIES_PER_ACCOUNT)
      throw new AppError('rate_limited', T.tooManyTries);
    return c.json(await verifyCodeFromGame(db, user.id, c.req.valid('json').code), 200);
  });
  return router;
}
