import { createRoute, z } from '@hono/zod-openapi';
import {
  gameActionSchema,
  itemParams,
  messageSchema,
  queueDetailSchema,
  queueItemSchema,
  queueListQuery,
  queueParam,
  queueUpdateSchema,
} from '../../../domain/requests/queues.ts';
import { pagedSchema } from '../../../domain/staff/paging.ts';
import { createRouter } from '../../http/context.ts';
import { errorResponse, jsonResponse } from '../../http/openapi.ts';
import { deniedResponses, staffRoute } from '../../staff/guarded.ts';
import { postMessage, queueGameAction, updateItem } from './act-on-item.ts';
import { listQueue, queueItem } from './list-queue.ts';

// One set of routes serves the five queues: tickets, bugs, features, appeals and reports.

const body = <T extends z.ZodType>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const failures = {
  400: errorResponse('Bad queue, id or body'),
  ...deniedResponses,
  404: errorResponse('No such item'),
};

const list = createRoute({
  ...staffRoute,
  method: 'get',
  path: '/staff/queues/{queue}',
  summary: 'A support queue, newest first, by status, assignee ("me", "none" or an id) and title search',
  request: { params: queueParam, query: queueListQuery },
  responses: { 200: jsonResponse(pagedSchema(queueItemSchema), 'A page of items'), ...failures },
});

const detail = createRoute({
  ...staffRoute,
  method: 'get',
  path: '/staff/queues/{queue}/{id}',
  summary: 'One item with its form, internal notes and replies',
  request: { params: itemParams },
  responses: { 200: jsonResponse(queueDetailSchema, 'The item'), ...failures },
});

const update = createRoute({
  ...staffRoute,
  method: 'patch',
  path: '/staff/queues/{queue}/{id}',
  summary: "Set an item's status and/or assignee",
  request: { params: itemParams, body: body(queueUpdateSchema) },
  responses: {
    200: jsonResponse(z.object({ status: z.string(), assigneeId: z.string().nullable() }), 'The item'),
    ...failures,
  },
});

const message = createRoute({
  ...staffRoute,
  method: 'post',
  path: '/staff/queues/{queue}/{id}/messages',
  summary: 'Add an internal note or a reply to the submitter',
  request: { params: itemParams, body: body(messageSchema) },
  responses: {
    201: jsonResponse(z.object({ id: z.string(), kind: z.string(), body: z.string(), createdAt: z.string() }), 'Added'),
    ...failures,
  },
});

const gameAction = createRoute({
  ...staffRoute,
  method: 'post',
  path: '/staff/queues/{queue}/{id}/game-action',
  summary: 'Queue the decision for the game server: pardon (ban appeals), warn or ban (player reports)',
  request: { params: itemParams, body: body(gameActionSchema) },
  responses: {
    201: jsonResponse(
      z.object({ deliveryId: z.string(), kind: z.string(), playerUuid: z.string(), status: z.string() }),
      'Queued on the delivery queue; the item is resolved',
    ),
    ...failures,
    409: errorResponse('The player has no known Minecraft account'),
  },
});

/** Staff answer the support queues. */
export function staffSupportRoutes() {
  const router = createRouter();
  router.openapi(list, async (c) => {
    const { queue } = c.req.valid('param');
    return c.json(await listQueue(c.get('deps').db, c.get('user').id, queue, c.req.valid('query')), 200);
  });
  router.openapi(detail, async (c) => {
    const { queue, id } = c.req.valid('param');
    return c.json(await queueItem(c.get('deps').db, queue, id), 200);
  });
  router.openapi(update, async (c) => {
    const { queue, id } = c.req.valid('param');
    return c.json(await updateItem(c.get('deps').db, c.get('user'), queue, id, c.req.valid('json')), 200);
  });
  router.openapi(message, async (c) => {
    const { queue, id } = c.req.valid('param');
    const { kind, body: text } = c.req.valid('json');
    return c.json(await postMessage(c.get('deps').db, c.get('user'), queue, id, kind, text), 201);
  });
  router.openapi(gameAction, async (c) => {
    const { queue, id } = c.req.valid('param');
    return c.json(await queueGameAction(c.get('deps').db, c.get('user'), queue, id, c.req.valid('json')), 201);
  });
  return router;
}
