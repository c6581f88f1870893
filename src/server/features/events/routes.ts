import { createRoute, z } from '@hono/zod-openapi';
import { EVENT_KINDS } from '../../../domain/events/enums.ts';
import { hotCacheOf } from '../../cache/hot-cache.ts';
import { HOT_PATHS } from '../../cache/hot-paths.ts';
import { sendCachedJson } from '../../cache/send-cached-json.ts';
import { createRouter } from '../../http/context.ts';
import { EVENT_TABLES, listEvents } from './list-events.ts';

const eventsSchema = z
  .object({
    events: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        description: z.string(),
        kind: z.enum(EVENT_KINDS),
        status: z.string().meta({ description: "'open' while registration is open; any other value means closed" }),
        startAt: z.string(),
        endAt: z.string().nullable(),
        rewards: z.record(z.string(), z.string()).meta({ description: 'Reward name to value' }),
        capacity: z.number().int().nullable(),
        registrationCount: z.number().int().meta({ description: "Registrations with status 'registered'" }),
      }),
    ),
  })
  .meta({ id: 'Events' });

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
    const { deps } = c.var; // the cache keeps the loader, so it must not hold on to this request
    const body = await hotCacheOf(deps).json(HOT_PATHS['/api/events'], EVENT_TABLES, eventsSchema, () =>
      listEvents(deps),
    );
    return sendCachedJson(c, body);
  });
  return router;
}
