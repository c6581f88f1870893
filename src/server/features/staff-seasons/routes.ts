import { createRoute } from '@hono/zod-openapi';
import { seasonNumberParam } from '../../../domain/season/schemas.ts';
import {
  championChangeSchema,
  staffSeasonListSchema,
  staffSeasonSchema,
  startSeasonSchema,
} from '../../../domain/season/staff.ts';
import { createRouter } from '../../http/context.ts';
import { errorResponse, jsonResponse } from '../../http/openapi.ts';
import { deniedResponses, staffRoute } from '../../staff/guarded.ts';
import { setChampion } from './set-champion.ts';
import { staffSeasons } from './list-seasons.ts';
import { startSeason } from './start-season.ts';

const list = createRoute({
  ...staffRoute,
  method: 'get',
  path: '/staff/seasons',
  summary: 'Every season, newest first, with its champions',
  responses: { 200: jsonResponse(staffSeasonListSchema, 'The seasons'), ...deniedResponses },
});
const start = createRoute({
  ...staffRoute,
  method: 'post',
  path: '/staff/seasons',
  summary: 'Start the next season: it becomes the current one',
  request: { body: { required: true, content: { 'application/json': { schema: startSeasonSchema } } } },
  responses: {
    201: jsonResponse(staffSeasonSchema, 'The new current season'),
    400: errorResponse('Bad input'),
    ...deniedResponses,
  },
});
const champion = createRoute({
  ...staffRoute,
  method: 'put',
  path: '/staff/seasons/{number}/champions',
  summary: "Set or clear a player's Champion flag for a season",
  request: {
    params: seasonNumberParam,
    body: { required: true, content: { 'application/json': { schema: championChangeSchema } } },
  },
  responses: {
    200: jsonResponse(staffSeasonSchema, 'The season with its champions'),
    400: errorResponse('Bad input'),
    404: errorResponse('No such season or Minecraft account'),
    ...deniedResponses,
  },
});

/** Staff move the league from season to season and crown its champions; every change is audited. */
export function staffSeasonsRoutes() {
  const router = createRouter();
  router.openapi(list, async (c) => c.json({ seasons: await staffSeasons(c.get('deps').db) }, 200));
  router.openapi(start, async (c) =>
    c.json(await startSeason(c.get('deps').db, c.get('user'), c.req.valid('json')), 201),
  );
  router.openapi(champion, async (c) => {
    const { number } = c.req.valid('param');
    return c.json(await setChampion(c.get('deps').db, c.get('user'), number, c.req.valid('json')), 200);
  });
  return router;
}
