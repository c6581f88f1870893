import { createRoute, z } from '@hono/zod-openapi';
import { matchCorrectionRequest, matchCorrectionResponse, matchId } from '../../../domain/game/matches.ts';
import { foundMatchesSchema, matchSearchQuery } from '../../../domain/staff/match-search.ts';
import { recordAudit } from '../../staff/audit.ts';
import { correctMatch } from '../../ratings/correct-match.ts';
import { createRouter } from '../../http/context.ts';
import { errorResponse, jsonResponse } from '../../http/openapi.ts';
import { deniedResponses, staffRoute } from '../../staff/guarded.ts';
import { searchMatches } from './search-matches.ts';

const search = createRoute({
  ...staffRoute,
  method: 'get',
  path: '/staff/matches',
  summary: "Find matches by either player's Minecraft name and a range of league days, newest first, a page at a time",
  request: { query: matchSearchQuery },
  responses: {
    200: jsonResponse(foundMatchesSchema, 'A page of matches'),
    400: errorResponse('Bad query'),
    ...deniedResponses,
  },
});

const correction = createRoute({
  ...staffRoute,
  method: 'post',
  path: '/staff/matches/{id}/correction',
  summary: 'Correct the result of a match and recompute every rating it affects',
  request: {
    params: z.object({ id: matchId }),
    body: { required: true, content: { 'application/json': { schema: matchCorrectionRequest } } },
  },
  responses: {
    200: jsonResponse(matchCorrectionResponse, 'The corrected match and the affected ratings'),
    400: errorResponse('Bad body'),
    ...deniedResponses,
    404: errorResponse('No such match'),
  },
});

/** Staff find a match and correct its result; the correction and its rating changes are audited together. */
export function matchCorrectionRoutes() {
  const router = createRouter();
  router.openapi(search, async (c) => c.json(await searchMatches(c.get('deps').db, c.req.valid('query')), 200));
  router.openapi(correction, async (c) => {
    const { result, reason } = c.req.valid('json');
    const { id } = c.req.valid('param');
    const actor = c.get('user');
    const corrected = await correctMatch(c.get('deps').db, id, result, (tx, before, after) =>
      recordAudit(tx, {
        actor,
        action: 'match.correct',
        target: { table: 'matches', id },
        before: { result: before.result, winner_uuid: before.winner_uuid },
        after: { result: after.result, winner_uuid: after.winner_uuid, reason: reason ?? null },
      }),
    );
    return c.json(corrected, 200);
  });
  return router;
}
