import { createRoute, z } from '@hono/zod-openapi';
import { waitlistCsv, waitlistEntrySchema, waitlistQuery } from '../../../domain/staff/operations.ts';
import { pagedSchema } from '../../../domain/staff/paging.ts';
import { createRouter } from '../../http/context.ts';
import { errorResponse, jsonResponse } from '../../http/openapi.ts';
import { recordAudit } from '../../staff/audit.ts';
import { deniedResponses, staffRoute } from '../../staff/guarded.ts';
import { allWaitlist, waitlistPage } from './waitlist.ts';

const waitlistList = createRoute({
  ...staffRoute,
  method: 'get',
  path: '/staff/waitlist',
  summary: 'Alpha signups, newest first, searched by name or email',
  request: { query: waitlistQuery },
  responses: {
    200: jsonResponse(pagedSchema(waitlistEntrySchema), 'A page of signups'),
    400: errorResponse('Bad query'),
    ...deniedResponses,
  },
});
const waitlistExport = createRoute({
  ...staffRoute,
  method: 'get',
  path: '/staff/waitlist.csv',
  summary: 'Every alpha signup as CSV (the export is recorded in the audit log)',
  responses: {
    200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } },
    ...deniedResponses,
  },
});

/** Staff read the alpha waitlist and export it. */
export function waitlistRoutes() {
  const router = createRouter();
  router.openapi(waitlistList, async (c) => c.json(await waitlistPage(c.get('deps').db, c.req.valid('query')), 200));
  router.openapi(waitlistExport, async (c) => {
    const actor = c.get('user');
    const { db } = c.get('deps');
    const csv = await db.transaction(async (tx) => {
      const rows = await allWaitlist(tx);
      // Personal data leaving the site: who took it, and how much.
      await recordAudit(tx, {
        actor,
        action: 'waitlist.export',
        target: { table: 'waitlist', id: '*' },
        after: { rows: rows.length },
      });
      return waitlistCsv(rows);
    });
    c.header('content-disposition', 'attachment; filename="alpha-waitlist.csv"');
    c.header('cache-control', 'no-store');
    return c.body(csv, 200, { 'content-type': 'text/csv; charset=utf-8' });
  });
  return router;
}
