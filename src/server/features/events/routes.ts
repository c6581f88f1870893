import { createRoute } from '@hono/zod-openapi';
import { eventsResponseSchema as eventsSchema } from '../../../domain/events/views.ts';
import { hotCacheOf } from '../../cache/hot-cache.ts';
import { HOT_PATHS } from '../../cache/hot-paths.ts';
import { sendCachedJson } from '../../cache/send-cached-json.ts';
import { createRouter } from '../../http/context.ts';
import { EVENT_TABLES, listEvents } from './list-events.ts';

const list = createRoute({
  method: 'get',
  path: '/events',
  tags: ['events'],
  summary: 'Every event by start time, with its registration count',
  responses: {
    200: { description: 'Events', content: { 'application/json': { schema: eventsSchema } } },
    304: { description: 'Not modified (ETag)' },
  },
});

export function eventsRoutes() {
  const router = createRouter();
  router.openapi(list, async (c) => {
    const deps = c.get('deps'); // the cache keeps the loader, so it must not hold on to this request
    const body = await hotCacheOf(deps).json(HOT_PATHS['/api/events'], EVENT_TABLES, eventsSchema, () =>
      listEvents(deps),
    );
    return sendCachedJson(c, body);
  });
  return router;
}
