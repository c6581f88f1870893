import { createRoute } from '@hono/zod-openapi';
import {
  ownProgressSchema,
  progressPageSchema,
  progressQuery,
  seasonNumberParam,
} from '../../../domain/season/schemas.ts';
import { seasonTextsSchema } from '../../../domain/season/season-texts.ts';
import { createRouter } from '../../http/context.ts';
import { requireUser } from '../../http/guards.ts';
import { errorResponse, jsonResponse } from '../../http/openapi.ts';
import { ownProgress } from './own-progress.ts';
import { progressPage } from './progress-page.ts';
import { seasonTexts } from './season-texts.ts';

const texts = createRoute({
  method: 'get',
  path: '/seasons/{number}',
  tags: ['season'],
  summary: "A season's name and dates, from its record",
  request: { params: seasonNumberParam },
  responses: {
    200: jsonResponse(seasonTextsSchema, 'The season as announced'),
    400: errorResponse('Bad season number'),
    404: errorResponse('No such season'),
  },
});

const list = createRoute({
  method: 'get',
  path: '/seasons/{number}/progress',
  tags: ['season'],
  summary: "A page of a season's badge progress: most badges first, then who got there first; searchable by name",
  request: { params: seasonNumberParam, query: progressQuery },
  responses: {
    200: jsonResponse(progressPageSchema, 'A page of players with badges this season'),
    400: errorResponse('Bad season number, cursor or search'),
    404: errorResponse('No such season'),
  },
});

const own = createRoute({
  method: 'get',
  path: '/seasons/{number}/progress/me',
  middleware: [requireUser] as const,
  tags: ['season'],
  summary: "The signed-in player's own progress row, through their linked Minecraft account",
  request: { params: seasonNumberParam },
  responses: {
    200: jsonResponse(ownProgressSchema, 'Own progress (row null without badges)'),
    400: errorResponse('Bad season number'),
    401: errorResponse('Not signed in'),
    404: errorResponse('No such season'),
  },
});

export function seasonRoutes() {
  const router = createRouter();
  router.openapi(texts, async (c) => c.json(await seasonTexts(c.get('deps').db, c.req.valid('param').number), 200));
  router.openapi(list, async (c) => {
    const started = performance.now();
    const page = await progressPage(c.get('deps').db, c.req.valid('param').number, c.req.valid('query'));
    // The time of the lookup alone, for the benchmark and the network panel.
    c.header('server-timing', `progress;dur=${(performance.now() - started).toFixed(2)}`);
    return c.json(page, 200);
  });
  router.openapi(own, async (c) => {
    c.header('cache-control', 'no-store');
    return c.json(await ownProgress(c.get('deps').db, c.req.valid('param').number, c.get('user').id), 200);
  });
  return router;
}
