import { createRoute, z } from '@hono/zod-openapi';
import {
  answerParams,
  answerResultSchema,
  myRequestParams,
  myRequestsSchema,
  unreadSchema,
} from '../../../domain/requests/my-requests.ts';
import { answerSchema } from '../../../domain/requests/threads.ts';
import { createRouter } from '../../http/context.ts';
import { requireUser } from '../../http/guards.ts';
import { errorResponse, jsonResponse } from '../../http/openapi.ts';
import { answerRequest } from './answer.ts';
import { countUnread, listMyRequests, markRead } from './list-my-requests.ts';

const list = createRoute({
  method: 'get',
  path: '/my-requests',
  tags: ['my-requests'],
  summary: 'Everything the signed-in player filed (forms and the application): what they wrote, status and thread',
  middleware: [requireUser] as const,
  responses: { 200: jsonResponse(myRequestsSchema, 'The requests'), 401: errorResponse('Not signed in') },
});

const unread = createRoute({
  method: 'get',
  path: '/my-requests/unread',
  tags: ['my-requests'],
  summary: 'How many staff replies to the player’s requests they have not opened yet',
  middleware: [requireUser] as const,
  responses: { 200: jsonResponse(unreadSchema, 'The count'), 401: errorResponse('Not signed in') },
});

const read = createRoute({
  method: 'post',
  path: '/my-requests/{kind}/{id}/read',
  tags: ['my-requests'],
  summary: 'Mark the replies of one request read, and their notifications',
  middleware: [requireUser] as const,
  request: { params: myRequestParams },
  responses: {
    200: jsonResponse(z.object({ ok: z.literal(true) }), 'Marked'),
    400: errorResponse('Bad kind or id'),
    401: errorResponse('Not signed in'),
    404: errorResponse('Not a request of this player'),
  },
});

const answer = createRoute({
  method: 'post',
  path: '/my-requests/{kind}/{id}/messages',
  tags: ['my-requests'],
  summary: 'The player answers their own request; an answer to a closed one reopens it within the window',
  middleware: [requireUser] as const,
  request: {
    params: answerParams,
    body: { required: true, content: { 'application/json': { schema: answerSchema } } },
  },
  responses: {
    201: jsonResponse(answerResultSchema, 'Added to the thread'),
    400: errorResponse('Bad kind, id or reply'),
    401: errorResponse('Not signed in'),
    404: errorResponse('Not a request of this player'),
    409: errorResponse('Closed longer ago than the reopen window'),
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
    await c.get('deps').db.transaction((tx) => markRead(tx, c.get('user').id, kind, id));
    return c.json({ ok: true as const }, 200);
  });
  router.openapi(answer, async (c) => {
    const { kind, id } = c.req.valid('param');
    return c.json(await answerRequest(c.get('deps').db, c.get('user'), kind, id, c.req.valid('json').body), 201);
  });
  return router;
}
