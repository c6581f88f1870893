import { createRoute } from '@hono/zod-openapi';
import { linkRedeemRequest, linkRedeemResponse } from '../../domain/game/link.ts';
import { AppError } from '../http/errors.ts';
import { hitRateLimit } from '../http/rate-limit.ts';
import { gameServerOf } from './auth.ts';
import { refuseUntakenNames } from './name-rule.ts';
import { err, gameApi, invalid, json, unauthorized, type Router } from './openapi.ts';
import { redeemLinkCode } from '../players/redeem-link-code.ts';

// With 2^50 possible codes, these limits leave a guesser no realistic chance of hitting a live code.
const PER_SERVER_PER_MINUTE = 120;
const PER_PLAYER_PER_10_MINUTES = 10;

const redeem = createRoute({
  ...gameApi,
  method: 'post',
  path: '/link/redeem',
  summary: 'Link the Minecraft account that typed /link CODE to the site account that asked for the code',
  request: { body: { required: true, content: { 'application/json': { schema: linkRedeemRequest } } } },
  responses: {
    200: json(linkRedeemResponse, 'Linked; show the player the site account name'),
    400: invalid,
    401: unauthorized,
    404: err('Unknown code'),
    409: err('Code used or expired, or one of the accounts is already linked; error.message is meant for the player'),
    429: err('Too many attempts from this server or this player'),
  },
});

export function registerLinkRoutes(router: Router) {
  router.openapi(redeem, async (c) => {
    const body = c.req.valid('json');
    const { db, config } = c.get('deps');
    refuseUntakenNames(config.floodgatePrefix, { name: body.name });
    const server = gameServerOf(c);
    if ((await hitRateLimit(db, `game-link:${server.id}`, 60)) > PER_SERVER_PER_MINUTE) {
      throw new AppError('rate_limited', 'Too many link attempts from this game server; wait a minute.');
    }
    if ((await hitRateLimit(db, `game-link-player:${body.uuid}`, 600)) > PER_PLAYER_PER_10_MINUTES) {
      throw new AppError('rate_limited', 'Too many link attempts; wait 10 minutes and try again.');
    }
    return c.json(await redeemLinkCode(db, body), 200);
  });
}
