import { createRoute, z } from '@hono/zod-openapi';
import {
  battleReportView,
  disputeBattleRequest,
  linkedPlayers,
  myBattleReports,
  opponentSearch,
  recordBattleRequest,
} from '../../../domain/battle-reports/schemas.ts';
import { BATTLE_TEXTS as T } from '../../../domain/battle-reports/texts.ts';
import { createRouter } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { requireUser } from '../../http/guards.ts';
import { errorResponse as error, jsonResponse } from '../../http/openapi.ts';
import { hitRateLimit } from '../../http/rate-limit.ts';
import { confirmBattle, disputeBattle } from './answer-report.ts';
import { myBattles, searchLinkedPlayers } from './my-battles.ts';
import { recordBattle } from './record-battle.ts';
import { staffBattleRoutes } from './staff-routes.ts';

/** Reports a player may record in an hour, and answers (confirm, dispute) they may give. */
export const RECORDS_PER_HOUR = 10;
export const ANSWERS_PER_HOUR = 30;

const base = { tags: ['battles'], middleware: requireUser };
const idParam = z.object({ id: z.guid(T.notFound) });
const answered = {
  200: jsonResponse(battleReportView, 'The report as it stands now'),
  401: error('Not signed in'),
  403: error('Not the other player of this report, or no Minecraft account linked'),
  404: error('No such report'),
  409: error('The report is no longer open'),
  429: error('Too many answers; wait a while'),
};

const list = createRoute({
  ...base,
  method: 'get',
  path: '/battle-reports',
  summary: "The signed-in player's recorded battles, sent and received",
  responses: { 200: jsonResponse(myBattleReports, 'The reports'), 401: error('Not signed in') },
});
const players = createRoute({
  ...base,
  method: 'get',
  path: '/battle-reports/players',
  summary: 'Linked players whose Minecraft name starts with q (opponents to choose from)',
  request: { query: opponentSearch },
  responses: {
    200: jsonResponse(linkedPlayers, 'Up to 20 players'),
    400: error('Bad name'),
    401: error('Not signed in'),
  },
});
const record = createRoute({
  ...base,
  method: 'post',
  path: '/battle-reports',
  summary: 'Record a battle: opponent, format and who won; the opponent confirms it within 24 hours',
  request: { body: { required: true, content: { 'application/json': { schema: recordBattleRequest } } } },
  responses: {
    201: jsonResponse(battleReportView, 'The open report'),
    400: error('Invalid input (the field is named)'),
    401: error('Not signed in'),
    403: error('No Minecraft account linked'),
    409: error('An open report between the two players exists'),
    429: error('Too many reports; wait a while'),
  },
});
const confirm = createRoute({
  ...base,
  method: 'post',
  path: '/battle-reports/{id}/confirm',
  summary: 'Confirm a result recorded against you: it is rated as a game report would be',
  request: { params: idParam },
  responses: answered,
});
const dispute = createRoute({
  ...base,
  method: 'post',
  path: '/battle-reports/{id}/dispute',
  summary: 'Dispute a result recorded against you: it goes to the staff queue',
  request: {
    params: idParam,
    body: { required: true, content: { 'application/json': { schema: disputeBattleRequest } } },
  },
  responses: { ...answered, 400: error('Invalid reason') },
});

async function limit(db: Parameters<typeof hitRateLimit>[0], key: string, max: number) {
  if ((await hitRateLimit(db, key, 3600)) > max) throw new AppError('rate_limited', T.tooMany);
}

export function battleReportsRoutes() {
  const router = createRouter();
  router.openapi(list, async (c) => {
    c.header('cache-control', 'no-store');
    return c.json(await myBattles(c.get('deps').db, c.get('user').id), 200);
  });
  router.openapi(players, async (c) =>
    c.json(await searchLinkedPlayers(c.get('deps').db, c.get('user').id, c.req.valid('query').q), 200),
  );
  router.openapi(record, async (c) => {
    const { db } = c.get('deps');
    const user = c.get('user');
    await limit(db, `battle-record:${user.id}`, RECORDS_PER_HOUR);
    return c.json(await recordBattle(db, user.id, c.req.valid('json')), 201);
  });
  router.openapi(confirm, async (c) => {
    const { db } = c.get('deps');
    await limit(db, `battle-answer:${c.get('user').id}`, ANSWERS_PER_HOUR);
    return c.json(await confirmBattle(db, c.get('user').id, c.req.valid('param').id), 200);
  });
  router.openapi(dispute, async (c) => {
    const { db } = c.get('deps');
    await limit(db, `battle-answer:${c.get('user').id}`, ANSWERS_PER_HOUR);
    const { reason } = c.req.valid('json');
    return c.json(await disputeBattle(db, c.get('user').id, c.req.valid('param').id, reason), 200);
  });
  router.route('/', staffBattleRoutes());
  return router;
}
