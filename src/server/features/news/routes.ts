import { createRoute, z } from '@hono/zod-openapi';
import { newsListSchema } from '../../../domain/news/news.ts';
import { hotCacheOf } from '../../cache/hot-cache.ts';
import { HOT_PATHS } from '../../cache/hot-paths.ts';
import { sendCachedJson } from '../../cache/send-cached-json.ts';
import { createRouter } from '../../http/context.ts';
import { currentUser } from '../../http/guards.ts';
import { errorResponse } from '../../http/openapi.ts';
import { storageFor } from '../../storage/index.ts';
import { listNews, NEWS_TABLES } from './list-news.ts';
import { openNewsImage } from './read-image.ts';

const list = createRoute({
  method: 'get',
  path: '/news',
  tags: ['news'],
  summary: 'The newest published announcements, newest first, with their text as safe HTML',
  responses: {
    200: { description: 'Announcements', content: { 'application/json': { schema: newsListSchema } } },
    304: { description: 'Not modified (ETag)' },
  },
});

const image = createRoute({
  method: 'get',
  path: '/news/images/{id}',
  tags: ['news'],
  summary: "An announcement's image (public once a published announcement shows it; staff see the others)",
  request: { params: z.object({ id: z.string() }) },
  responses: {
    200: { description: 'The image, in its stored type' },
    404: errorResponse('No such image, or not shown by a published announcement'),
  },
});

/** A year, the most caches keep anything: an image's id never names other bytes. */
const FOREVER = 'public, max-age=31536000, immutable';

/** One cached body for everybody (the news page and the home page) until staff change an announcement. */
export function newsRoutes() {
  const router = createRouter();
  router.openapi(list, async (c) => {
    const deps = c.get('deps'); // the cache keeps the loader, so it must not hold on to this request
    return sendCachedJson(
      c,
      await hotCacheOf(deps).json(HOT_PATHS['/api/news'], NEWS_TABLES, newsListSchema, () => listNews(deps.db)),
    );
  });
  router.openapi(image, async (c) => {
    const deps = c.get('deps');
    const opened = await openNewsImage({ db: deps.db, storage: storageFor(deps.config) }, c.req.valid('param').id, () =>
      currentUser(c),
    );
    return c.body(opened.object.body, 200, {
      'content-type': opened.contentType,
      'content-length': String(opened.object.size),
      'x-content-type-options': 'nosniff',
      // A staff preview is not kept: it becomes public only when published, and a cache must not show it before.
      'cache-control': opened.isPublic ? FOREVER : 'private, no-store',
    });
  });
  return router;
}
