import { createRoute, z } from '@hono/zod-openapi';
import { gameKeyCreateSchema, gameKeySchema } from '../../../domain/staff/operations.ts';
import { createRouter } from '../../http/context.ts';
import { errorResponse, jsonResponse } from '../../http/openapi.ts';
import { deniedResponses, staffRoute } from '../../staff/guarded.ts';
import { createGameKey, gameKeys, revokeGameKey } from './game-keys.ts';

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

/** Staff create, list and revoke the API keys game servers call the site with. */
export function gameKeyRoutes() {
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
  return router;
}
