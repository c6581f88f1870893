import { createRoute, z } from '@hono/zod-openapi';
import { awardLeaderBadgeRequest, leaderBadges } from '../../../domain/battle-reports/leader-badges.ts';
import { createRouter } from '../../http/context.ts';
import { requireUser } from '../../http/guards.ts';
import { errorResponse as error, jsonResponse } from '../../http/openapi.ts';
import { awardLeaderBadge, leaderBadges as readLeaderBadges } from './leader-badges.ts';

const list = createRoute({
  method: 'get',
  path: '/dashboard/badges',
  middleware: requireUser,
  summary: 'Challengers who beat the signed-in gym leader this season, and whether each holds the badge',
  responses: {
    200: jsonResponse(leaderBadges, 'The candidates'),
    401: error('Not signed in'),
    403: error('Not a gym leader'),
  },
});
const award = createRoute({
  method: 'post',
  path: '/dashboard/badges',
  middleware: requireUser,
  summary: "Award the signed-in leader's badge to a challenger who beat them this season",
  request: { body: { required: true, content: { 'application/json': { schema: awardLeaderBadgeRequest } } } },
  responses: {
    201: jsonResponse(z.object({ ok: z.literal(true) }), 'Awarded'),
    400: error('Invalid input'),
    401: error('Not signed in'),
    403: error('Not a gym leader, or the player did not beat this leader this season'),
    409: error('The player already holds the badge'),
  },
});

/** The gym leader dashboard's badge panel; the leader is always the signed-in user's own record. */
export function leaderBadgeRoutes() {
  const router = createRouter();
  router.openapi(list, async (c) => {
    c.header('cache-control', 'no-store');
    return c.json(await readLeaderBadges(c.get('deps').db, c.get('user').id), 200);
  });
  router.openapi(award, async (c) => {
    await awardLeaderBadge(c.get('deps').db, c.get('user').id, c.req.valid('json').playerUuid);
    return c.json({ ok: true as const }, 201);
  });
  return router;
}
