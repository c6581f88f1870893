import { createRoute } from '@hono/zod-openapi';
import { newsListSchema } from '../../../domain/news/news.ts';
import { hotCacheOf } from '../../cache/hot-cache.ts';
import { HOT_PATHS } from '../../cache/hot-paths.ts';
import { sendCachedJson } from '../../cache/send-cached-json.ts';
import { createRouter } from '../../http/context.ts';
import { listNews, NEWS_TABLES } from './list-news.ts';

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
  return router;
}
