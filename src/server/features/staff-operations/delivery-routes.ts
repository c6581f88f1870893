import { createRoute, z } from '@hono/zod-openapi';
import { deliveryListQuery, purchaseDeliveryStatus, staffDeliveryAction } from '../../../domain/staff/deliveries.ts';
import { pageQuery } from '../../../domain/staff/paging.ts';
import { plainText } from '../../../domain/shared/inputs.ts';
import { createRouter } from '../../http/context.ts';
import { errorResponse, jsonResponse } from '../../http/openapi.ts';
import { deniedResponses, staffRoute } from '../../staff/guarded.ts';
import { cancelDelivery, playerDeliveries, retryDelivery } from './delivery-control.ts';
import { purchaseDeliveries, recentDeliveries } from './delivery-state.ts';

const actionId = z.object({ id: z.guid('The action id must be a UUID.') });
const changed = {
  200: jsonResponse(staffDeliveryAction, 'The action'),
  400: errorResponse('Bad id'),
  ...deniedResponses,
  404: errorResponse('No such action'),
  409: errorResponse('Not in a state that allows this'),
};

const purchaseState = createRoute({
  ...staffRoute,
  method: 'get',
  path: '/staff/purchases/{id}/deliveries',
  summary: "A purchase's in-game delivery state, action by action",
  request: { params: z.object({ id: z.guid() }) },
  responses: {
    200: jsonResponse(purchaseDeliveryStatus, 'Delivery state'),
    400: errorResponse('Bad id'),
    ...deniedResponses,
    404: errorResponse('No such purchase'),
  },
});
const recent = createRoute({
  ...staffRoute,
  method: 'get',
  path: '/staff/deliveries',
  summary: 'Recent delivery actions, newest first, optionally of one status',
  request: { query: deliveryListQuery },
  responses: {
    200: jsonResponse(z.object({ actions: z.array(staffDeliveryAction) }), 'Actions'),
    400: errorResponse('Bad query'),
    ...deniedResponses,
  },
});
const byPlayer = createRoute({
  ...staffRoute,
  method: 'get',
  path: '/staff/players/{player}/deliveries',
  summary: "A player's delivery actions, newest first (the player by UUID or Minecraft name)",
  request: {
    params: z.object({
      player: plainText('The player').trim().min(1).max(64, 'The player must be at most 64 characters.'),
    }),
    query: pageQuery,
  },
  responses: {
    200: jsonResponse(
      z.object({ playerUuid: z.string(), items: z.array(staffDeliveryAction), page: z.number(), hasMore: z.boolean() }),
      'A page of actions',
    ),
    400: errorResponse('Bad query'),
    ...deniedResponses,
    404: errorResponse('No such player'),
  },
});
const retry = createRoute({
  ...staffRoute,
  method: 'post',
  path: '/staff/deliveries/{id}/retry',
  summary: 'Queue a failed action again',
  request: { params: actionId },
  responses: changed,
});
const cancel = createRoute({
  ...staffRoute,
  method: 'post',
  path: '/staff/deliveries/{id}/cancel',
  summary: 'Take a pending action out of the queue',
  request: { params: actionId },
  responses: changed,
});

/** Staff watch the in-game delivery queue and act on it; each act is audited. */
export function deliveryRoutes() {
  const router = createRouter();
  router.openapi(purchaseState, async (c) =>
    c.json(await purchaseDeliveries(c.get('deps').db, c.req.valid('param').id), 200),
  );
  router.openapi(recent, async (c) =>
    c.json({ actions: await recentDeliveries(c.get('deps').db, c.req.valid('query')) }, 200),
  );
  router.openapi(byPlayer, async (c) =>
    c.json(await playerDeliveries(c.get('deps').db, c.req.valid('param').player, c.req.valid('query').page), 200),
  );
  router.openapi(retry, async (c) =>
    c.json(await retryDelivery(c.get('deps').db, c.get('user'), c.req.valid('param').id), 200),
  );
  router.openapi(cancel, async (c) =>
    c.json(await cancelDelivery(c.get('deps').db, c.get('user'), c.req.valid('param').id), 200),
  );
  return router;
}
