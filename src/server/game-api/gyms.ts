import { createRoute } from '@hono/zod-openapi';
import { gymLeaderList } from '../../domain/game/presence.ts';
import { listGymLeaders } from './gym-leaders.ts';
import { gameApi, json, unauthorized, type Router } from './openapi.ts';

const list = createRoute({
  ...gameApi,
  method: 'get',
  path: '/gyms',
  summary: 'The gym leaders: id, element, status and linked Minecraft account (to know who leads which gym)',
  responses: { 200: json(gymLeaderList, 'Every gym leader'), 401: unauthorized },
});

export function registerGymRoutes(router: Router) {
  router.openapi(list, async (c) => c.json({ leaders: await listGymLeaders(c.get('deps').db) }, 200));
}
