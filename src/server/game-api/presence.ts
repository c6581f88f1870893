import { createRoute } from '@hono/zod-openapi';
import { gymLeaderList, presenceRequest } from '../../domain/game/presence.ts';
import { err, gameApi, invalid, json, unauthorized, type Router } from './openapi.ts';
import { setPresence } from './set-presence.ts';

const presence = createRoute({
  ...gameApi,
  method: 'post',
  path: '/presence',
  summary: 'Set gym leaders online, busy or offline',
  description:
    'Repeat it at least every minute for leaders who are online or busy: a leader not mentioned for 2 minutes is shown offline.',
  request: { body: { required: true, content: { 'application/json': { schema: presenceRequest } } } },
  responses: {
    200: json(gymLeaderList, 'The leaders named, as now stored'),
    400: invalid,
    401: unauthorized,
    404: err('A gym named does not exist; nothing was changed'),
    409: err('A gym element is held by several leaders; name it by id'),
  },
});

export function registerPresenceRoutes(router: Router) {
  router.openapi(presence, async (c) =>
    c.json({ leaders: await setPresence(c.get('deps').db, c.req.valid('json')) }, 200),
  );
}
