import { createRoute } from '@hono/zod-openapi';
import { dashboardView, ledgerLine } from '../../../domain/dashboard/schemas.ts';
import { pagedSchema, pageQuery } from '../../../domain/staff/paging.ts';
import { createRouter } from '../../http/context.ts';
import { requireUser } from '../../http/guards.ts';
import { errorResponse as error, jsonResponse } from '../../http/openapi.ts';
import { leaderBadgeRoutes } from './leader-badge-routes.ts';
import { leaderToolRoutes } from './leader-tool-routes.ts';
import { ownLedger } from './ledger-lines.ts';
import { ownDashboard } from './own-dashboard.ts';

// No endpoint here takes a leader id: the leader is always the signed-in user's own record.

const denied = {
  401: error('Not signed in'),
  403: error('The signed-in user is not a registered gym leader'),
};

const dashboard = createRoute({
  method: 'get',
  path: '/dashboard',
  middleware: requireUser,
  summary: "The signed-in gym leader's earnings dashboard",
  responses: { 200: jsonResponse(dashboardView, 'The figures'), ...denied },
});
const ledger = createRoute({
  method: 'get',
  path: '/dashboard/ledger',
  middleware: requireUser,
  summary: "The signed-in gym leader's ledger lines, newest first",
  request: { query: pageQuery },
  responses: { 200: jsonResponse(pagedSchema(ledgerLine), 'A page of lines'), 400: error('Bad page'), ...denied },
});

export function dashboardRoutes() {
  const router = createRouter();
  router.openapi(dashboard, async (c) => c.json(await ownDashboard(c.get('deps').db, c.get('user').id), 200));
  router.openapi(ledger, async (c) =>
    c.json(await ownLedger(c.get('deps').db, c.get('user').id, c.req.valid('query').page), 200),
  );
  router.route('/', leaderBadgeRoutes());
  router.route('/', leaderToolRoutes());
  return router;
}
