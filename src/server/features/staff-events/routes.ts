import { createRoute, z } from '@hono/zod-openapi';
import {
  eventRegistrationSchema,
  eventStatusChangeSchema,
  staffEventListItemSchema,
  staffEventSchema,
  staffEventViewSchema,
} from '../../../domain/staff/events.ts';
import { pagedSchema, pageQuery } from '../../../domain/staff/paging.ts';
import { createRouter } from '../../http/context.ts';
import { errorResponse, jsonResponse } from '../../http/openapi.ts';
import { deniedResponses, staffRoute } from '../../staff/guarded.ts';
import { eventRegistrationList, staffEvents } from './list-events.ts';
import { createEvent, setEventStatus, updateEvent } from './save-event.ts';

const idParam = z.object({ id: z.guid('The event id must be a UUID.') });
const body = { required: true, content: { 'application/json': { schema: staffEventSchema } } } as const;
const saved = { 200: jsonResponse(staffEventViewSchema, 'The event as saved'), 400: errorResponse('Bad input') };
const missing = { 404: errorResponse('No such event') };

const list = createRoute({
  ...staffRoute,
  method: 'get',
  path: '/staff/events',
  summary: 'Every event (cancelled ones too), latest start first',
  request: { query: pageQuery },
  responses: {
    200: jsonResponse(pagedSchema(staffEventListItemSchema), 'A page of events'),
    400: errorResponse('Bad query'),
    ...deniedResponses,
  },
});
const create = createRoute({
  ...staffRoute,
  method: 'post',
  path: '/staff/events',
  summary: 'Create an event',
  request: { body },
  responses: { ...saved, 201: jsonResponse(staffEventViewSchema, 'The new event'), ...deniedResponses },
});
const update = createRoute({
  ...staffRoute,
  method: 'put',
  path: '/staff/events/{id}',
  summary: 'Edit an event',
  request: { params: idParam, body },
  responses: { ...saved, ...deniedResponses, ...missing },
});
const status = createRoute({
  ...staffRoute,
  method: 'post',
  path: '/staff/events/{id}/status',
  summary: 'Open, close or cancel an event',
  request: {
    params: idParam,
    body: { required: true, content: { 'application/json': { schema: eventStatusChangeSchema } } },
  },
  responses: { ...saved, ...deniedResponses, ...missing },
});
const registrations = createRoute({
  ...staffRoute,
  method: 'get',
  path: '/staff/events/{id}/registrations',
  summary: 'Who registered for an event, first come first',
  request: { params: idParam, query: pageQuery },
  responses: {
    200: jsonResponse(pagedSchema(eventRegistrationSchema), 'A page of registrations'),
    400: errorResponse('Bad id'),
    ...deniedResponses,
    ...missing,
  },
});

/** Staff run events; every change is audited and reaches /events through the change feed. */
export function staffEventsRoutes() {
  const router = createRouter();
  router.openapi(list, async (c) => c.json(await staffEvents(c.get('deps').db, c.req.valid('query').page), 200));
  router.openapi(create, async (c) =>
    c.json(await createEvent(c.get('deps').db, c.get('user'), c.req.valid('json')), 201),
  );
  router.openapi(update, async (c) =>
    c.json(await updateEvent(c.get('deps').db, c.get('user'), c.req.valid('param').id, c.req.valid('json')), 200),
  );
  router.openapi(status, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await setEventStatus(c.get('deps').db, c.get('user'), id, c.req.valid('json').status), 200);
  });
  router.openapi(registrations, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await eventRegistrationList(c.get('deps').db, id, c.req.valid('query').page), 200);
  });
  return router;
}
