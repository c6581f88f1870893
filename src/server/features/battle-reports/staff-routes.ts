import { createRoute, z } from '@hono/zod-openapi';
import {
  badgeSearch,
  battleDisputes,
  heldBadges,
  resolveDisputeRequest,
  revokeBadgeRequest,
} from '../../../domain/battle-reports/staff.ts';
import { createRouter } from '../../http/context.ts';
import { errorResponse as error, jsonResponse } from '../../http/openapi.ts';
import { deniedResponses, staffRoute } from '../../staff/guarded.ts';
import { listBadges, revokeBadge } from './staff-badges.ts';
import { listDisputes, resolveDispute } from './staff-disputes.ts';

const done = jsonResponse(z.object({ ok: z.literal(true) }), 'Done');

const disputes = createRoute({
  ...staffRoute,
  method: 'get',
  path: '/staff/battle-disputes',
  summary: 'Disputed battle reports with both sides’ accounts',
  responses: { 200: jsonResponse(battleDisputes, 'Oldest first'), ...deniedResponses },
});
const resolve = createRoute({
  ...staffRoute,
  method: 'post',
  path: '/staff/battle-disputes/{id}/resolve',
  summary: 'Confirm one result of a disputed battle (rated as a game report) or void it; audited',
  request: {
    params: z.object({ id: z.guid('No such battle report.') }),
    body: { required: true, content: { 'application/json': { schema: resolveDisputeRequest } } },
  },
  responses: {
    200: done,
    400: error('Bad resolution'),
    404: error('No such report'),
    409: error('Not disputed'),
    ...deniedResponses,
  },
});
const badges = createRoute({
  ...staffRoute,
  method: 'get',
  path: '/staff/badges',
  summary: 'Season badges held, newest first, or those of a player',
  request: { query: badgeSearch },
  responses: { 200: jsonResponse(heldBadges, 'Up to 100 badges'), 400: error('Bad name'), ...deniedResponses },
});
const revoke = createRoute({
  ...staffRoute,
  method: 'post',
  path: '/staff/badges/revoke',
  summary: 'Revoke a season badge; audited',
  request: { body: { required: true, content: { 'application/json': { schema: revokeBadgeRequest } } } },
  responses: { 200: done, 400: error('Invalid input'), 404: error('Not held'), ...deniedResponses },
});

export function staffBattleRoutes() {
  const router = createRouter();
  router.openapi(disputes, async (c) => {
    c.header('cache-control', 'no-store');
    return c.json(await listDisputes(c.get('deps').db), 200);
  });
  router.openapi(resolve, async (c) => {
    await resolveDispute(c.get('deps').db, c.get('user').id, c.req.valid('param').id, c.req.valid('json').resolution);
    return c.json({ ok: true as const }, 200);
  });
  router.openapi(badges, async (c) => {
    c.header('cache-control', 'no-store');
    return c.json(await listBadges(c.get('deps').db, c.req.valid('query').player), 200);
  });
  router.openapi(revoke, async (c) => {
    await revokeBadge(c.get('deps').db, c.get('user').id, c.req.valid('json'));
    return c.json({ ok: true as const }, 200);
  });
  return router;
}
