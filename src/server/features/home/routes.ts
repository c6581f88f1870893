import { createRoute } from '@hono/zod-openapi';
import {
  HOME_COUNTDOWN_TOURNAMENT,
  homeCountdownSchema,
  type HomeCountdown,
} from '../../../domain/tournaments/countdown.ts';
import { dependsOn, hotCacheOf } from '../../cache/hot-cache.ts';
import { HOT_PATHS } from '../../cache/hot-paths.ts';
import { sendCachedJson } from '../../cache/send-cached-json.ts';
import type { Database } from '../../db/client.ts';
import { createRouter } from '../../http/context.ts';
import { errorResponse, jsonResponse } from '../../http/openapi.ts';
import { tournamentByKey } from '../../tournaments/registrations.ts';

/** A staff change to the tournament's dates refreshes the cached answer (and, through the feed, the page). */
export const COUNTDOWN_TABLES = dependsOn('tournaments');

async function loadCountdown(db: Database): Promise<HomeCountdown> {
  const t = await tournamentByKey(db, HOME_COUNTDOWN_TOURNAMENT);
  return { tournament: { key: t.key, name: t.name }, registrationClosesAt: t.registrationClosesAt.toISOString() };
}

const countdown = createRoute({
  method: 'get',
  path: '/home/countdown',
  tags: ['tournaments'],
  summary: "What the home page counts down to: the doubles tournament's registration close, from its record",
  responses: {
    200: jsonResponse(homeCountdownSchema, 'The tournament and when its registration closes'),
    304: { description: 'Not modified (ETag)' },
    404: errorResponse('No tournament has this key'),
  },
});

export function homeCountdownRoutes() {
  const router = createRouter();
  // The loader closes over the app's dependencies only, not the request: the cache keeps it to reload.
  router.openapi(countdown, async (c) => {
    const deps = c.get('deps');
    return sendCachedJson(
      c,
      await hotCacheOf(deps).json(HOT_PATHS['/api/home/countdown'], COUNTDOWN_TABLES, homeCountdownSchema, () =>
        loadCountdown(deps.db),
      ),
    );
  });
  return router;
}
