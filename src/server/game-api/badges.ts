import { createRoute } from '@hono/zod-openapi';
import { badgeAwardRequest, badgeAwardResponse } from '../../domain/game/badges.ts';
import { awardBadge } from './award-badge.ts';
import { refuseUntakenNames } from './name-rule.ts';
import { err, gameApi, invalid, json, unauthorized, type Router } from './openapi.ts';

const award = createRoute({
  ...gameApi,
  method: 'post',
  path: '/badges',
  summary: 'Award a season badge to a Minecraft account (idempotent)',
  request: { body: { required: true, content: { 'application/json': { schema: badgeAwardRequest } } } },
  responses: {
    200: json(badgeAwardResponse, 'The badge as held; already_held tells a repeat from a first award'),
    400: invalid,
    401: unauthorized,
    404: err('No gym leader has the id given, or no season has the number given'),
    409: err("The gym's element is not one of the season's nine gyms, or no season is current"),
  },
});

export function registerBadgeRoutes(router: Router) {
  router.openapi(award, async (c) => {
    const body = c.req.valid('json');
    const { db, config } = c.get('deps');
    refuseUntakenNames(config.floodgatePrefix, { 'player.name': body.player.name });
    return c.json(await awardBadge(db, body), 200);
  });
}
