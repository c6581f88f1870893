import { createRoute } from '@hono/zod-openapi';
import { hotCacheOf } from '../../cache/hot-cache.ts';
import { HOT_PATHS } from '../../cache/hot-paths.ts';
import { createRouter } from '../../http/context.ts';
import { requireUser } from '../../http/guards.ts';
import { sendCachedJson } from '../../cache/send-cached-json.ts';
import { HOME_TABLES, loadHome } from './home.ts';
import { LEADERBOARD_TABLES, loadLeaderboard } from './leaderboard-page.ts';
import { findOwnRank } from './own-rank.ts';
import { loadLadderPage } from './ladder-pages.ts';
import { ladderPageQuerySchema, ladderPageSchema } from '../../../domain/leaderboard/ladder-pages.ts';
import { homeSchema, leaderboardSchema, ownRankSchema } from '../../../domain/leaderboard/views.ts';
import { errorResponse, jsonResponse } from '../../http/openapi.ts';

const json = jsonResponse;

const home = createRoute({
  method: 'get',
  path: '/home',
  tags: ['leaderboard'],
  summary: 'The public data of the home page: online gym leaders, the 10 latest matches, the top 10 players',
  responses: { 200: json(homeSchema, 'Home page data'), 304: { description: 'Not modified (ETag)' } },
});

const leaderboard = createRoute({
  method: 'get',
  path: '/leaderboard',
  tags: ['leaderboard'],
  summary: 'Both tabs of the leaderboards page: the top 100 trainers and every gym leader by win rate',
  responses: { 200: json(leaderboardSchema, 'Leaderboards'), 304: { description: 'Not modified (ETag)' } },
});

const ownRank = createRoute({
  method: 'get',
  path: '/leaderboard/me',
  middleware: [requireUser] as const,
  tags: ['leaderboard'],
  summary: "The signed-in user's rank, tier and record, through their linked Minecraft account",
  responses: { 200: json(ownRankSchema, 'Own rank'), 401: errorResponse('Not signed in') },
});

const ladderPage = createRoute({
  method: 'get',
  path: '/leaderboard/trainers',
  request: { query: ladderPageQuerySchema },
  tags: ['leaderboard'],
  summary: 'A page of the whole ladder (100 players), or with q the page of the player found by name',
  responses: { 200: json(ladderPageSchema, 'Ladder page'), 400: errorResponse('Invalid page or name') },
});

export function leaderboardRoutes() {
  const router = createRouter();
  // The loaders close over the app's dependencies only, not the request: the cache keeps them to reload.
  router.openapi(home, async (c) => {
    const deps = c.get('deps');
    return sendCachedJson(
      c,
      await hotCacheOf(deps).json(HOT_PATHS['/api/home'], HOME_TABLES, homeSchema, () => loadHome(deps)),
    );
  });
  router.openapi(leaderboard, async (c) => {
    const deps = c.get('deps');
    return sendCachedJson(
      c,
      await hotCacheOf(deps).json(HOT_PATHS['/api/leaderboard'], LEADERBOARD_TABLES, leaderboardSchema, () =>
        loadLeaderboard(deps),
      ),
    );
  });
  router.openapi(ownRank, async (c) => {
    const user = c.get('user');
    const started = performance.now();
    const { rank, source } = await findOwnRank(c.get('deps'), user.id);
    // The time of the rank lookup alone and how it was counted, for the benchmark and the network panel.
    c.header('server-timing', `rank;desc=${source};dur=${(performance.now() - started).toFixed(2)}`);
    c.header('cache-control', 'no-store');
    return c.json(rank, 200);
  });
  router.openapi(ladderPage, async (c) => {
    const started = performance.now();
    const page = await loadLadderPage(c.get('deps').db, c.req.valid('query'));
    // The time of the reads alone, for the benchmark and the network panel.
    c.header('server-timing', `ladder;dur=${(performance.now() - started).toFixed(2)}`);
    c.header('cache-control', 'no-store');
    return c.json(page, 200);
  });
  return router;
}
