import { createRoute } from '@hono/zod-openapi';
import { auditEntrySchema, auditQuery } from '../../../domain/staff/audit.ts';
import { pagedSchema } from '../../../domain/staff/paging.ts';
import { createRouter } from '../../http/context.ts';
import { errorResponse, jsonResponse } from '../../http/openapi.ts';
import { adminRoute, deniedResponses } from '../../staff/guarded.ts';
import { listAudit } from './list-audit.ts';

const list = createRoute({
  ...adminRoute,
  method: 'get',
  path: '/admin/audit',
  summary: 'The audit log, newest first, filtered by actor, action, target and date range',
  request: { query: auditQuery },
  responses: {
    200: jsonResponse(pagedSchema(auditEntrySchema), 'A page of entries'),
    400: errorResponse('Bad filter'),
    ...deniedResponses,
  },
});

/** Admins read the audit log; there is no route that changes it. */
export function staffAuditRoutes() {
  const router = createRouter();
  router.openapi(list, async (c) => c.json(await listAudit(c.get('deps').db, c.req.valid('query')), 200));
  return router;
}
