import { createRoute } from '@hono/zod-openapi';
import { staffOverviewSchema } from '../../../domain/staff/overview.ts';
import { createRouter } from '../../http/context.ts';
import { jsonResponse } from '../../http/openapi.ts';
import { deniedResponses, staffRoute } from '../../staff/guarded.ts';
import { staffOverview } from './overview.ts';

const overview = createRoute({
  ...staffRoute,
  method: 'get',
  path: '/staff/overview',
  summary: 'Open items per queue, the newest open items and today’s activity',
  responses: { 200: jsonResponse(staffOverviewSchema, 'The overview'), ...deniedResponses },
});

export function staffOverviewRoutes() {
  const router = createRouter();
  router.openapi(overview, async (c) => {
    c.header('cache-control', 'no-store');
    return c.json(await staffOverview(c.get('deps').db), 200);
  });
  return router;
}
