import { createRoute, z } from '@hono/zod-openapi';
import {
  gameKeyCreateSchema,
  gameKeySchema,
  waitlistCsv,
  waitlistEntrySchema,
  waitlistQuery,
} from '../../../domain/staff/operations.ts';
import { pagedSchema } from '../../../domain/staff/paging.ts';
import { createRouter } from '../../http/context.ts';
import { errorResponse, jsonResponse } from '../../http/openapi.ts';
import { recordAudit } from '../../staff/audit.ts';
import { deniedResponses, staffRoute } from '../../staff/guarded.ts';
import { createGameKey, gameKeys, revokeGameKey } from './game-keys.ts';
import { allWaitlist, waitlistPage } from './waitlist.ts';

const keyList = createRoute({
  ...staffRoute,
  method: 'get',
  path: '/staff/game-keys',
  summary: 'Game server API keys, newest first, with their last use',
  responses: { 200: jsonResponse(z.object({ keys: z.array(gameKeySchema) }), 'Keys'), ...deniedResponses },
});
const keyCreate = createRoute({
  ...staffRoute,
  method: 'post',
  path: '/staff/game-keys',
  summary: 'Create a game server API key; the key is in this answer only',
  request: { body: { required: true, content: { 'application/json': { schema: gameKeyCreateSchema } } } },
  responses: {
    201: jsonResponse(gameKeySchema.extend({ key: z.string() }), 'The new key, shown once'),
    400: errorResponse('Bad name'),
    ...deniedResponses,
  },
});
const keyRevoke = createRoute({
  ...staffRoute,
  method: 'post',
  path: '/staff/game-keys/{id}/revoke',
  summary: 'Revoke a game server API key',
  request: { params: z.object({ id: z.guid('The key id must be a UUID.') }) },
  responses: {
    200: jsonResponse(gameKeySchema, 'The revoked key'),
    400: errorResponse('Bad id'),
    ...deniedResponses,
    404: errorResponse('No such key'),
  },
});
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

/** Staff operations: game server keys and the alpha waitlist. */
export function staffOperationsRoutes() {
  const router = createRouter();
  router.openapi(keyList, async (c) => c.json({ keys: await gameKeys(c.get('deps').db) }, 200));
  router.openapi(keyCreate, async (c) => {
    const created = await createGameKey(c.get('deps').db, c.get('user'), c.req.valid('json').name);
    c.header('cache-control', 'no-store');
    return c.json(created, 201);
  });
  router.openapi(keyRevoke, async (c) =>
    c.json(await revokeGameKey(c.get('deps').db, c.get('user'), c.req.valid('param').id), 200),
  );
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
