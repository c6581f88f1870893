import { createRoute, z } from '@hono/zod-openapi';
import { matchCorrectionRequest, matchCorrectionResponse, matchId } from '../../../domain/game/matches.ts';
import { recordAudit } from '../../staff/audit.ts';
import { correctMatch } from '../../ratings/correct-match.ts';
import { createRouter } from '../../http/context.ts';
import { requireRole } from '../../http/guards.ts';
import { purchaseDeliveries, recentDeliveries } from './delivery-state.ts';
import { deliveryListQuery, purchaseDeliveryStatus, staffDeliveryAction } from '../../../domain/staff/deliveries.ts';
import { errorResponse, jsonResponse } from '../../http/openapi.ts';

const staffOnly = { tags: ['staff'], middleware: requireRole('staff') };
const json = jsonResponse;
const error = errorResponse;
const denied = { 401: error('Not signed in'), 403: error('Not staff') };

const correction = createRoute({
  ...staffOnly,
  method: 'post',
  path: '/staff/matches/{id}/correction',
  summary: 'Correct the result of a match and recompute every rating it affects',
  request: {
    params: z.object({ id: matchId }),
    body: { required: true, content: { 'application/json': { schema: matchCorrectionRequest } } },
  },
  responses: {
    200: json(matchCorrectionResponse, 'The corrected match and the affected ratings'),
    400: error('Bad body'),
    ...denied,
    404: error('No such match'),
  },
});

const purchaseState = createRoute({
  ...staffOnly,
  method: 'get',
  path: '/staff/purchases/{id}/deliveries',
  summary: "A purchase's in-game delivery state, action by action",
  request: { params: z.object({ id: z.guid() }) },
  responses: {
    200: json(purchaseDeliveryStatus, 'Delivery state'),
    400: error('Bad id'),
    ...denied,
    404: error('No such purchase'),
  },
});

const deliveryList = createRoute({
  ...staffOnly,
  method: 'get',
  path: '/staff/deliveries',
  summary: 'Recent delivery actions, newest first, optionally of one status',
  request: { query: deliveryListQuery },
  responses: {
    200: json(z.object({ actions: z.array(staffDeliveryAction) }), 'Actions'),
    400: error('Bad query'),
    ...denied,
  },
});

/** Staff tools over game data: match corrections and the delivery queue. */
export function staffGameRoutes() {
  const router = createRouter();
  router.openapi(correction, async (c) => {
    const { result, reason } = c.req.valid('json');
    const { id } = c.req.valid('param');
    const actor = c.get('user');
    const corrected = await correctMatch(c.get('deps').db, id, result, (tx, before, after) =>
      recordAudit(tx, {
        actor,
        action: 'match.correct',
        target: { table: 'matches', id },
        before: { result: before.result, winner_uuid: before.winner_uuid },
        after: { result: after.result, winner_uuid: after.winner_uuid, reason: reason ?? null },
      }),
    );
    return c.json(corrected, 200);
  });
  router.openapi(purchaseState, async (c) =>
    c.json(await purchaseDeliveries(c.get('deps').db, c.req.valid('param').id), 200),
  );
  router.openapi(deliveryList, async (c) =>
    c.json({ actions: await recentDeliveries(c.get('deps').db, c.req.valid('query')) }, 200),
  );
  return router;
}
