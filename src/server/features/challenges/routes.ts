import { createRoute, z } from '@hono/zod-openapi';
import { challengeAnswerInput, challengeList, challengeView } from '../../../domain/challenges/challenges.ts';
import { createRouter } from '../../http/context.ts';
import { requireUser } from '../../http/guards.ts';
import { errorResponse as error, jsonResponse } from '../../http/openapi.ts';
import { answerChallenge } from './answer-challenge.ts';
import { receivedChallenges, sentChallenges } from './challenge-views.ts';
import { sendChallenge } from './send-challenge.ts';

const idParam = (what: string) => z.object({ id: z.guid(`The ${what} id must be a UUID.`) });

const send = createRoute({
  method: 'post',
  path: '/gym-leaders/{id}/challenges',
  middleware: requireUser,
  summary: 'Challenge a gym leader with the linked Minecraft account; the leader accepts or declines',
  request: { params: idParam('gym leader') },
  responses: {
    201: jsonResponse(challengeView, 'The challenge, pending'),
    400: error('Bad id'),
    401: error('Not signed in'),
    403: error('No linked Minecraft account, or the own gym'),
    404: error('No such gym leader'),
    409: error('A challenge to this leader is pending already, or the leader is away'),
  },
});
const mine = createRoute({
  method: 'get',
  path: '/challenges/sent',
  middleware: requireUser,
  summary: "The signed-in player's challenges, newest first, with the in-game steps once accepted",
  responses: { 200: jsonResponse(challengeList, 'The challenges'), 401: error('Not signed in') },
});
const incoming = createRoute({
  method: 'get',
  path: '/challenges/received',
  middleware: requireUser,
  summary: 'Challenges sent to the signed-in gym leader, newest first (none for anyone else)',
  responses: { 200: jsonResponse(challengeList, 'The challenges'), 401: error('Not signed in') },
});
const answer = createRoute({
  method: 'post',
  path: '/challenges/{id}/answer',
  middleware: requireUser,
  summary: 'The challenged gym leader accepts or declines a pending challenge',
  request: {
    params: idParam('challenge'),
    body: { required: true, content: { 'application/json': { schema: challengeAnswerInput } } },
  },
  responses: {
    200: jsonResponse(challengeView, 'The answered challenge'),
    400: error('Bad input'),
    401: error('Not signed in'),
    403: error('Not the challenged leader'),
    404: error('No such challenge'),
    409: error('Answered already'),
  },
});

export function challengesRoutes() {
  const router = createRouter();
  router.openapi(send, async (c) =>
    c.json(await sendChallenge(c.get('deps').db, c.get('user').id, c.req.valid('param').id), 201),
  );
  router.openapi(mine, async (c) => {
    c.header('cache-control', 'no-store');
    return c.json({ challenges: await sentChallenges(c.get('deps').db, c.get('user').id) }, 200);
  });
  router.openapi(incoming, async (c) => {
    c.header('cache-control', 'no-store');
    return c.json({ challenges: await receivedChallenges(c.get('deps').db, c.get('user').id) }, 200);
  });
  router.openapi(answer, async (c) => {
    const { id } = c.req.valid('param');
    const db = c.get('deps').db;
    return c.json(await answerChallenge(db, c.get('user').id, id, c.req.valid('json').answer), 200);
  });
  return router;
}
