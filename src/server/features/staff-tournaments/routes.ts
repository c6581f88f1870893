import { createRoute, z } from '@hono/zod-openapi';
import { FOUNDERS_CUP, TOURNAMENT_KEYS } from '../../../domain/tournaments/enums.ts';
import {
  anyMatchForfeitSchema,
  anyMatchPositionSchema,
  anyMatchResultSchema,
  redemptionReplaySchema,
  registrationSwitchSchema,
  staffTournamentSchema,
} from '../../../domain/tournaments/staff.ts';
import { createRouter } from '../../http/context.ts';
import { errorResponse, jsonResponse } from '../../http/openapi.ts';
import { deniedResponses, staffRoute } from '../../staff/guarded.ts';
import {
  drawRedemption,
  generateRoundOne,
  markForfeit,
  markStarted,
  replayRedemptionDraw,
  reportMatchResult,
} from './bracket-actions.ts';
import { staffTournament } from './read-tournament.ts';
import { closeCheckin, setRegistrationOpen } from './registration-actions.ts';

const keyParam = z.object({ key: z.enum(TOURNAMENT_KEYS, { error: 'No tournament has this key.' }) });
// Both tournaments run a bracket here (each its own structure); only the Founders' Cup has a check-in.
const cupParam = z.object({ key: z.enum([FOUNDERS_CUP], { error: "Only the Founders' Cup has a check-in." }) });
const done = z.record(z.string(), z.unknown()).meta({ id: 'StaffTournamentActionResult' });
const answers = {
  200: jsonResponse(done, 'What changed'),
  400: errorResponse('Bad input, with a message per field'),
  409: errorResponse('The bracket rules refuse it'),
  ...deniedResponses,
};
const body = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});
const base = '/staff/tournaments/{key}';

const action = (path: string, summary: string, params: typeof keyParam | typeof cupParam = keyParam) =>
  createRoute({
    ...staffRoute,
    method: 'post',
    path: `${base}${path}`,
    summary,
    request: { params },
    responses: answers,
  });
const matchAction = <T extends z.ZodType>(path: string, summary: string, schema: T) =>
  createRoute({
    ...staffRoute,
    method: 'post',
    path: `${base}${path}`,
    summary,
    request: { params: keyParam, body: body(schema) },
    responses: answers,
  });

const read = createRoute({
  ...staffRoute,
  method: 'get',
  path: base,
  summary: 'A tournament as staff run it: windows, every active registration with check-in, the matches',
  request: { params: keyParam },
  responses: { 200: jsonResponse(staffTournamentSchema, 'The tournament'), 400: answers[400], ...deniedResponses },
});
const registration = createRoute({
  ...staffRoute,
  method: 'post',
  path: `${base}/registration`,
  summary: 'Open or close registration',
  request: { params: keyParam, body: body(registrationSwitchSchema) },
  responses: answers,
});
const checkin = action('/check-in/close', 'Close check-in: drop who did not check in, promote the waitlist', cupParam);
const generate = action(
  '/bracket',
  "Generate round 1: the Founders' Cup from the checked-in players by slot, the doubles from its teams in registration order once registration has closed",
);
const result = matchAction('/matches/result', 'Report or correct a result; the winner moves on', anyMatchResultSchema);
const forfeit = matchAction('/matches/forfeit', 'Decide a match by forfeit or no-show', anyMatchForfeitSchema);
const start = matchAction('/matches/start', 'Mark a match as being played', anyMatchPositionSchema);
const draw = action('/redemption-draw', "Draw Redemption Road at random among the group-stage losers (Founders' Cup)");
const replay = createRoute({
  ...staffRoute,
  method: 'get',
  path: `${base}/redemption-draw`,
  summary: 'Replay the stored Redemption Road draw from its seed',
  request: { params: keyParam },
  responses: {
    200: jsonResponse(redemptionReplaySchema, 'The stored and the replayed draw'),
    400: answers[400],
    404: errorResponse('Not drawn yet'),
    409: answers[409],
    ...deniedResponses,
  },
});

/** Staff run a tournament; every change locks the tournament row, is audited and reaches the bracket live. */
export function staffTournamentsRoutes() {
  const router = createRouter();
  router.openapi(read, async (c) => c.json(await staffTournament(c.get('deps').db, c.req.valid('param').key), 200));
  router.openapi(registration, async (c) => {
    const { key } = c.req.valid('param');
    return c.json(await setRegistrationOpen(c.get('deps').db, c.get('user'), key, c.req.valid('json').open), 200);
  });
  router.openapi(checkin, async (c) =>
    c.json(await closeCheckin(c.get('deps').db, c.get('user'), c.req.valid('param').key), 200),
  );
  router.openapi(generate, async (c) =>
    c.json(await generateRoundOne(c.get('deps').db, c.get('user'), c.req.valid('param').key), 200),
  );
  router.openapi(result, async (c) =>
    c.json(
      await reportMatchResult(c.get('deps').db, c.get('user'), c.req.valid('param').key, c.req.valid('json')),
      200,
    ),
  );
  router.openapi(forfeit, async (c) =>
    c.json(await markForfeit(c.get('deps').db, c.get('user'), c.req.valid('param').key, c.req.valid('json')), 200),
  );
  router.openapi(start, async (c) =>
    c.json(await markStarted(c.get('deps').db, c.get('user'), c.req.valid('param').key, c.req.valid('json')), 200),
  );
  router.openapi(draw, async (c) =>
    c.json(await drawRedemption(c.get('deps').db, c.get('user'), c.req.valid('param').key), 200),
  );
  router.openapi(replay, async (c) =>
    c.json(await replayRedemptionDraw(c.get('deps').db, c.req.valid('param').key), 200),
  );
  return router;
}
