import { createRoute } from '@hono/zod-openapi';
import { battlePassReward } from '../../../domain/battle-pass/rewards.ts';
import {
  battlePassView,
  claimRequest,
  claimResult,
  rewardParams,
  staffBattlePass,
} from '../../../domain/battle-pass/schemas.ts';
import { createRouter } from '../../http/context.ts';
import { currentUser, requireUser } from '../../http/guards.ts';
import { errorResponse, jsonResponse } from '../../http/openapi.ts';
import { deniedResponses, staffRoute } from '../../staff/guarded.ts';
import { claimReward } from './claim-reward.ts';
import { readPass } from './read-pass.ts';
import { editReward, staffPass } from './staff-rewards.ts';

const tags = ['battle-pass'];
const read = createRoute({
  method: 'get',
  path: '/battle-pass',
  tags,
  summary: "The current season's battle pass; signed in, the player's XP, level, premium track and claims",
  responses: {
    200: jsonResponse(battlePassView, 'The pass'),
    409: errorResponse('No season is current'),
  },
});
const claim = createRoute({
  method: 'post',
  path: '/battle-pass/claims',
  tags,
  middleware: [requireUser] as const,
  summary: 'Claim a reward the player has reached; its delivery to the game is queued',
  request: { body: { required: true, content: { 'application/json': { schema: claimRequest } } } },
  responses: {
    201: jsonResponse(claimResult, 'The claim and its delivery'),
    400: errorResponse('Bad level or track'),
    401: errorResponse('Not signed in'),
    403: errorResponse('A premium reward without the premium track'),
    409: errorResponse('Not linked, the level not reached, or already claimed'),
  },
});
const staffRead = createRoute({
  ...staffRoute,
  method: 'get',
  path: '/staff/battle-pass',
  summary: "The current season's rewards, with those staff changed",
  responses: { 200: jsonResponse(staffBattlePass, 'The pass'), ...deniedResponses },
});
const staffEdit = createRoute({
  ...staffRoute,
  method: 'put',
  path: '/staff/battle-pass/rewards/{level}/{track}',
  summary: 'Set one reward of the current season’s pass',
  request: {
    params: rewardParams,
    body: { required: true, content: { 'application/json': { schema: battlePassReward } } },
  },
  responses: {
    200: jsonResponse(staffBattlePass, 'The pass'),
    400: errorResponse('Bad reward'),
    ...deniedResponses,
  },
});

export function battlePassRoutes() {
  const router = createRouter();
  router.openapi(read, async (c) => {
    c.header('cache-control', 'no-store');
    const user = await currentUser(c);
    return c.json(await readPass(c.get('deps').db, user?.id ?? null), 200);
  });
  router.openapi(claim, async (c) =>
    c.json(await claimReward(c.get('deps').db, c.get('user').id, c.req.valid('json')), 201),
  );
  router.openapi(staffRead, async (c) => c.json(await staffPass(c.get('deps').db), 200));
  router.openapi(staffEdit, async (c) =>
    c.json(await editReward(c.get('deps').db, c.get('user'), c.req.valid('param'), c.req.valid('json')), 200),
  );
  return router;
}
