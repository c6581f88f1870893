import { createRoute, z } from '@hono/zod-openapi';
import { leaderBattles } from '../../../domain/dashboard/leader-battles.ts';
import { leaderStatusInput, leaderStatusView } from '../../../domain/dashboard/leader-status.ts';
import { leaderTeamInput, leaderTeamView } from '../../../domain/dashboard/leader-team.ts';
import { payoutRequestView } from '../../../domain/dashboard/payout-request.ts';
import { createRouter } from '../../http/context.ts';
import { requireUser } from '../../http/guards.ts';
import { errorResponse as error, jsonResponse } from '../../http/openapi.ts';
import { ownBattles } from './own-battles.ts';
import { ownStatus, setOwnStatus } from './own-status.ts';
import { payoutRequestState, requestPayout } from './payout-request.ts';
import { publishTeam } from './publish-team.ts';

// The leader's tools. Writes name the leader record in the path and are refused (403) unless it is the
// signed-in user's own; reads take no id at all.

const leaderParam = z.object({ id: z.guid('The gym leader id must be a UUID.') });
const denied = { 401: error('Not signed in'), 403: error('Not a gym leader, or not this leader') };
const body = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { 'application/json': { schema } } },
});

const getStatus = createRoute({
  method: 'get',
  path: '/dashboard/status',
  middleware: requireUser,
  summary: "The signed-in leader's status: what shows, their own setting, and whether a game server decides",
  responses: { 200: jsonResponse(leaderStatusView, 'The status'), ...denied },
});
const putStatus = createRoute({
  method: 'put',
  path: '/gym-leaders/{id}/status',
  middleware: requireUser,
  summary: "Set the leader's own status; it shows unless a game server's report still counts",
  request: { params: leaderParam, ...body(leaderStatusInput) },
  responses: { 200: jsonResponse(leaderStatusView, 'The status now'), 400: error('Invalid input'), ...denied },
});
const putTeam = createRoute({
  method: 'put',
  path: '/gym-leaders/{id}/team',
  middleware: requireUser,
  summary: "Publish the leader's own team (one to six Pokémon of the gym's element)",
  request: { params: leaderParam, ...body(leaderTeamInput) },
  responses: { 200: jsonResponse(leaderTeamView, 'The published team'), 400: error('Invalid team'), ...denied },
});
const battles = createRoute({
  method: 'get',
  path: '/dashboard/battles',
  middleware: requireUser,
  summary: "The signed-in leader's latest gym battles",
  responses: { 200: jsonResponse(leaderBattles, 'The battles'), ...denied },
});
const getPayout = createRoute({
  method: 'get',
  path: '/dashboard/payout-request',
  middleware: requireUser,
  summary: 'What the signed-in leader may ask to be paid (the ledger balance) and their open request',
  responses: { 200: jsonResponse(payoutRequestView, 'The state'), ...denied },
});
const postPayout = createRoute({
  method: 'post',
  path: '/dashboard/payout-request',
  middleware: requireUser,
  summary: 'Ask staff to pay out the balance the ledger holds now',
  responses: {
    201: jsonResponse(payoutRequestView, 'Requested'),
    ...denied,
    409: error('A request is open already, or there is nothing to pay out'),
  },
});

export function leaderToolRoutes() {
  const router = createRouter();
  router.openapi(getStatus, async (c) => {
    c.header('cache-control', 'no-store');
    return c.json(await ownStatus(c.get('deps').db, c.get('user').id), 200);
  });
  router.openapi(putStatus, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await setOwnStatus(c.get('deps').db, c.get('user').id, id, c.req.valid('json').status), 200);
  });
  router.openapi(putTeam, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await publishTeam(c.get('deps').db, c.get('user').id, id, c.req.valid('json')), 200);
  });
  router.openapi(battles, async (c) => c.json(await ownBattles(c.get('deps').db, c.get('user').id), 200));
  router.openapi(getPayout, async (c) => {
    c.header('cache-control', 'no-store');
    return c.json(await payoutRequestState(c.get('deps').db, c.get('user').id), 200);
  });
  router.openapi(postPayout, async (c) => c.json(await requestPayout(c.get('deps').db, c.get('user').id), 201));
  return router;
}
