import { createRoute } from '@hono/zod-openapi';
import { matchReportRequest, matchResponse } from '../../domain/game/matches.ts';
import { err, gameApi, invalid, json, unauthorized, type Router } from './openapi.ts';
import { refuseUntakenNames } from './name-rule.ts';
import { reportMatch } from './report-match.ts';

const report = createRoute({
  ...gameApi,
  method: 'post',
  path: '/matches',
  summary: 'Report a gym or ladder battle: started, finished (rated with Elo) or voided',
  description:
    "A finished battle is rated once, in one transaction: both Elo deltas are stored on the match, wins, losses and streaks move, and a gym battle updates the leader's badges awarded and win rate. Reporting the same id again changes nothing and gives the same answer.",
  request: { body: { required: true, content: { 'application/json': { schema: matchReportRequest } } } },
  responses: {
    200: json(matchResponse, 'The match as stored (the same answer for a repeated report)'),
    400: invalid,
    401: unauthorized,
    404: err('The gym named does not exist'),
    409: err('The id was reported before for another battle or with another outcome'),
  },
});

export function registerMatchRoutes(router: Router) {
  router.openapi(report, async (c) => {
    const body = c.req.valid('json');
    const { db, config } = c.get('deps');
    refuseUntakenNames(config.floodgatePrefix, {
      'leader.name': body.leader.name,
      'challenger.name': body.challenger.name,
    });
    return c.json(await reportMatch(db, body), 200);
  });
}
