import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/context.ts';
import { currentUser } from '../../http/guards.ts';
import { errorResponse } from '../../http/openapi.ts';
import { createDiscordWidget } from '../../integrations/discord/widget.ts';
import { addMetricsRoute } from './metrics-route.ts';
import { addHealthRoutes } from './readiness.ts';
import { addSiteConfigRoute } from './site-config.ts';

const discordOnline = createRoute({
  method: 'get',
  path: '/discord/online',
  tags: ['platform'],
  summary: 'Online member count and invite of the Discord guild (cached for 60 s)',
  responses: {
    200: {
      description: 'Online count; null when unknown',
      content: {
        'application/json': {
          schema: z
            .object({ online: z.number().int().nullable(), invite: z.string().nullable() })
            .meta({ id: 'DiscordOnline' }),
        },
      },
    },
  },
});

const realtime = createRoute({
  method: 'get',
  path: '/realtime',
  tags: ['platform'],
  summary:
    'Server-Sent Events: {table, op, id} for every change the caller may see (a private row: its owner and staff)',
  responses: {
    200: { description: 'An event stream (events: ready, change, resync, ping)' },
    429: errorResponse('This address already holds SSE_MAX_PER_ADDRESS streams (default 20)'),
  },
});

export function platformRoutes() {
  const router = createRouter();
  let widget: ReturnType<typeof createDiscordWidget> | undefined;

  addHealthRoutes(router);
  addMetricsRoute(router);

  router.openapi(discordOnline, async (c) => {
    widget ??= createDiscordWidget(c.get('deps').config);
    return c.json(await widget(), 200);
  });

  addSiteConfigRoute(router);

  router.openapi(realtime, async (c) => {
    // Read once, as the stream opens: what it carries is what this user may see.
    await currentUser(c);
    return c.get('deps').sse.stream(c) as never;
  });
  return router;
}
