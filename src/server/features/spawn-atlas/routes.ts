import { createRoute } from '@hono/zod-openapi';
import { spawnAtlasSchema } from '../../../domain/spawn-atlas/views.ts';
import { hotCacheOf } from '../../cache/hot-cache.ts';
import { sendCachedJson } from '../../cache/send-cached-json.ts';
import { createRouter } from '../../http/context.ts';
import { ATLAS_TABLES, readAtlas } from './read-atlas.ts';

const atlas = createRoute({
  method: 'get',
  path: '/spawn-atlas',
  tags: ['spawn atlas'],
  summary: 'The spawn atlas: every Legendary, Mythical, Ultra Beast and Paradox species the server spawns, and where',
  responses: {
    200: { description: 'The atlas', content: { 'application/json': { schema: spawnAtlasSchema } } },
    304: { description: 'Not modified (ETag)' },
  },
});

/** Public and the same for everyone: cached until the next import. */
export function spawnAtlasRoutes() {
  const router = createRouter();
  router.openapi(atlas, async (c) => {
    const deps = c.get('deps'); // the cache keeps the loader, so it must not hold on to this request
    const body = await hotCacheOf(deps).json('spawn-atlas', ATLAS_TABLES, spawnAtlasSchema, () => readAtlas(deps));
    return sendCachedJson(c, body);
  });
  return router;
}
