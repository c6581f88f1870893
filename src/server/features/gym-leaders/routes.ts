import { createRoute } from '@hono/zod-openapi';
import { gymLeadersSchema } from '../../../domain/gym-leaders/views.ts';
import { hotCacheOf } from '../../cache/hot-cache.ts';
import { HOT_PATHS } from '../../cache/hot-paths.ts';
import { sendCachedJson } from '../../cache/send-cached-json.ts';
import { createRouter } from '../../http/context.ts';
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

export function gymLeadersRoutes() {
  const router = createRouter();
  router.openapi(list, async (c) => {
    const deps = c.get('deps'); // the cache keeps the loader, so it must not hold on to this request
    const body = await hotCacheOf(deps).json(HOT_PATHS['/api/gym-leaders'], GYM_LEADER_TABLES, gymLeadersSchema, () =>
      listGymLeaders(deps),
    );
    return sendCachedJson(c, body);
  });
  return router;
}
