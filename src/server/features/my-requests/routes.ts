import { createRoute, z } from '@hono/zod-openapi';
import { myRequestParams, myRequestsSchema, unreadSchema } from '../../../domain/requests/my-requests.ts';
import { createRouter } from '../../http/context.ts';
import { requireUser } from '../../http/guards.ts';
import { errorResponse, jsonResponse } from '../../http/openapi.ts';
import { countUnread, listMyRequests, markRead } from './list-my-requests.ts';

const list = createRoute({
  method: 'get',
  path: '/my-requests',
  tags: ['my-requests'],
  summary: 'Everything the signed-in player filed (forms and the application), with status and replies',
  middleware: [requireUser] as const,
  responses: { 200: jsonResponse(myRequestsSchema, 'The requests'), 401: errorResponse('Not signed in') },
});

const unread = createRoute({
  method: 'get',
  path: '/my-requests/unread',
  tags: ['my-requests'],
  summary: 'How many of the player’s requests have an unread reply',
  middleware: [requireUser] as const,
  responses: { 200: jsonResponse(unreadSchema, 'The count'), 401: errorResponse('Not signed in') },
});

const read = createRoute({
  method: 'post',
  path: '/my-requests/{kind}/{id}/read',
  tags: ['my-requests'],
  summary: 'Mark the replies of one request as read',
  middleware: [requireUser] as const,
  request: { params: myRequestParams },
  responses: {
    200: jsonResponse(z.object({ ok: z.literal(true) }), 'Marked'),
    400: errorResponse('Bad kind or id'),
    401: errorResponse('Not signed in'),
    404: errorResponse('Not a request of this player'),
  },
});

/** A signed-in player's own requests. */
export function myRequestsRoutes() {
  const router = createRouter();
  router.openapi(list, async (c) => {
    c.header('cache-control', 'no-store');
    return c.json({ items: await listMyRequests(c.get('deps').db, c.get('user').id) }, 200);
  });
  router.openapi(unread, async (c) => {
    c.header('cache-control', 'no-store');
    return c.json({ unread: await countUnread(c.get('deps').db, c.get('user').id) }, 200);
  });
  router.openapi(read, async (c) => {
    const { kind, id } = c.req.valid('param');
    await markRead(c.get('deps').db, c.get('user').id, kind, id);
    return c.json({ ok: true as const }, 200);
  });
  return router;
}
