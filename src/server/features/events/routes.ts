import { createRoute } from '@hono/zod-openapi';
import {
  eventIdParam,
  eventRegistrationResultSchema,
  myEventRegistrationsSchema,
} from '../../../domain/events/registration-api.ts';
import { eventsResponseSchema as eventsSchema } from '../../../domain/events/views.ts';
import { hotCacheOf } from '../../cache/hot-cache.ts';
import { HOT_PATHS } from '../../cache/hot-paths.ts';
import { sendCachedJson } from '../../cache/send-cached-json.ts';
import { createRouter } from '../../http/context.ts';
import { requireUser } from '../../http/guards.ts';
import { errorResponse, jsonResponse } from '../../http/openapi.ts';
import { EVENT_TABLES, listEvents } from './list-events.ts';
import { myEventRegistrations, registerForEvent, withdrawFromEvent } from './register-for-event.ts';

const tags = ['events'];
const list = createRoute({
  method: 'get',
  path: '/events',
  tags,
  summary: 'Every event by start time, with its registration count',
  responses: {
    200: { description: 'Events', content: { 'application/json': { schema: eventsSchema } } },
    304: { description: 'Not modified (ETag)' },
  },
});
const mine = createRoute({
  method: 'get',
  path: '/event-registrations',
  tags,
  middleware: [requireUser] as const,
  summary: 'The events the signed-in player is registered for',
  responses: {
    200: jsonResponse(myEventRegistrationsSchema, 'Event ids'),
    401: errorResponse('Not signed in'),
  },
});
const result = jsonResponse(eventRegistrationResultSchema, 'The registration and the new count');
const register = createRoute({
  method: 'post',
  path: '/events/{id}/registration',
  tags,
  middleware: [requireUser] as const,
  summary: "Register for an open event (status 'open', not started) with room left",
  request: { params: eventIdParam },
  responses: {
    201: result,
    400: errorResponse('Not an event id'),
    401: errorResponse('Not signed in'),
    404: errorResponse('No such event'),
    409: errorResponse('Registration closed, the event full, or already registered'),
  },
});
const withdraw = createRoute({
  method: 'post',
  path: '/events/{id}/registration/withdraw',
  tags,
  middleware: [requireUser] as const,
  summary: 'Withdraw from an event that has not started',
  request: { params: eventIdParam },
  responses: {
    200: result,
    400: errorResponse('Not an event id'),
    401: errorResponse('Not signed in'),
    404: errorResponse('No such event, or not registered'),
    409: errorResponse('The event has started'),
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
  router.openapi(mine, async (c) => {
    c.header('cache-control', 'no-store');
    return c.json(await myEventRegistrations(c.get('deps').db, c.get('user').id), 200);
  });
  router.openapi(register, async (c) =>
    c.json(await registerForEvent(c.get('deps').db, c.get('user').id, c.req.valid('param').id), 201),
  );
  router.openapi(withdraw, async (c) =>
    c.json(await withdrawFromEvent(c.get('deps').db, c.get('user').id, c.req.valid('param').id), 200),
  );
  return router;
}
