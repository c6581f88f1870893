import { createRoute, z } from '@hono/zod-openapi';
import { leaderTeamView } from '../../../domain/dashboard/leader-team.ts';
import { gymLeadersSchema } from '../../../domain/gym-leaders/views.ts';
import { hotCacheOf } from '../../cache/hot-cache.ts';
import { HOT_PATHS } from '../../cache/hot-paths.ts';
import { sendCachedJson } from '../../cache/send-cached-json.ts';
import { createRouter } from '../../http/context.ts';
import { errorResponse, jsonResponse } from '../../http/openapi.ts';
import { leaderTeam } from './leader-team.ts';
import { GYM_LEADER_TABLES, listGymLeaders } from './list-gym-leaders.ts';

const list = createRoute({
  method: 'get',
  path: '/gym-leaders',
  tags: ['gym leaders'],
  summary: 'The gym leader directory: every leader by display name, and the open positions',
  responses: {
    200: { description: 'Gym leaders', content: { 'application/json': { schema: gymLeadersSchema } } },
    304: { description: 'Not modified (ETag)' },
  },
});

const team = createRoute({
  method: 'get',
  path: '/gym-leaders/{id}/team',
  tags: ['gym leaders'],
  summary: "A gym leader's published team (the loadout), or null when none is published",
  request: { params: z.object({ id: z.guid('The gym leader id must be a UUID.') }) },
  responses: {
    200: jsonResponse(leaderTeamView, 'The leader and their team'),
    400: errorResponse('Bad id'),
    404: errorResponse('No such gym leader'),
  },
});

export function gymLeadersRoutes() {
  const router = createRouter();
  router.openapi(list, async (c) => {
    const deps = c.get('deps'); // the cache keeps the loader, so it must not hold on to this request
    const body = await hotCacheOf(deps).json(HOT_PATHS['/api/gym-leaders'], GYM_LEADER_TABLES, gymLeadersSchema, () =>
      listGymLeaders(deps),
    );
    return sendCachedJson(c, body);
  });
  router.openapi(team, async (c) => c.json(await leaderTeam(c.get('deps').db, c.req.valid('param').id), 200));
  return router;
}
