import { createRoute } from '@hono/zod-openapi';
import {
  headToHeadParam,
  headToHeadSchema,
  matchesQuery,
  searchQuery,
  trainerMatchesSchema,
  trainerParam,
  trainerProfileSchema,
  trainerSearchSchema,
  UNKNOWN_TRAINER,
} from '../../../domain/trainers/profile.ts';
import type { AppContext } from '../../http/context.ts';
import { createRouter } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { errorResponse, jsonResponse } from '../../http/openapi.ts';
import { findTrainer, searchTrainers, type Trainer } from './find-trainer.ts';
import { loadProfile } from './load-profile.ts';
import { headToHead, matchesPage } from './trainer-matches.ts';

const renamed = { description: "An old name: the same address with the account's current name (Location)" };
const notFound = errorResponse('No trainer has that name, now or before');

const profile = createRoute({
  method: 'get',
  path: '/trainers/{name}',
  tags: ['trainers'],
  summary: "A trainer's public profile by Minecraft name, in any case: ladder, rating over time, matches, badges",
  request: { params: trainerParam },
  responses: { 200: jsonResponse(trainerProfileSchema, 'The profile'), 308: renamed, 404: notFound },
});

const matches = createRoute({
  method: 'get',
  path: '/trainers/{name}/matches',
  tags: ['trainers'],
  summary: "A page of a trainer's finished matches, newest first",
  request: { params: trainerParam, query: matchesQuery },
  responses: { 200: jsonResponse(trainerMatchesSchema, 'A page of matches'), 308: renamed, 404: notFound },
});

const versus = createRoute({
  method: 'get',
  path: '/trainers/{name}/versus/{opponent}',
  tags: ['trainers'],
  summary: 'Two trainers against each other: wins each and their last meetings',
  request: { params: headToHeadParam },
  responses: { 200: jsonResponse(headToHeadSchema, 'Head to head'), 404: notFound },
});

const search = createRoute({
  method: 'get',
  path: '/trainers',
  tags: ['trainers'],
  summary: 'Trainers whose current Minecraft name starts with the query, in any case',
  request: { query: searchQuery },
  responses: { 200: jsonResponse(trainerSearchSchema, 'Up to 8 names') },
});

/** The trainer an address names; an old name redirects to the same address with the current one. */
async function trainerOr(c: AppContext, name: string, rest = ''): Promise<Trainer | Response> {
  const found = await findTrainer(c.get('deps').db, name);
  if (!found) throw AppError.notFound(UNKNOWN_TRAINER);
  if ('renamedTo' in found) {
    const query = new URL(c.req.url).search;
    return c.redirect(`/api/trainers/${encodeURIComponent(found.renamedTo)}${rest}${query}`, 308);
  }
  return found.trainer;
}

/** Server-Timing: the time of the lookups alone, for the benchmark and the network panel. */
const timed = (c: AppContext, started: number) =>
  c.header('server-timing', `trainer;dur=${(performance.now() - started).toFixed(2)}`);

export function trainersRoutes() {
  const router = createRouter();
  router.openapi(profile, async (c) => {
    const started = performance.now();
    const trainer = await trainerOr(c, c.req.valid('param').name);
    if (trainer instanceof Response) return trainer;
    const body = await loadProfile(c.get('deps'), trainer);
    timed(c, started);
    return c.json(body, 200);
  });
  router.openapi(matches, async (c) => {
    const trainer = await trainerOr(c, c.req.valid('param').name, '/matches');
    if (trainer instanceof Response) return trainer;
    return c.json(await matchesPage(c.get('deps').db, trainer.uuid, c.req.valid('query').page), 200);
  });
  router.openapi(versus, async (c) => {
    const { name, opponent } = c.req.valid('param');
    const { db } = c.get('deps');
    const [a, b] = await Promise.all([findTrainer(db, name), findTrainer(db, opponent)]);
    if (!a || !b || !('trainer' in a) || !('trainer' in b)) throw AppError.notFound(UNKNOWN_TRAINER);
    const record = await headToHead(db, a.trainer.uuid, b.trainer.uuid);
    return c.json({ trainer: a.trainer.name, opponent: b.trainer.name, ...record }, 200);
  });
  router.openapi(search, async (c) => {
    return c.json({ names: await searchTrainers(c.get('deps').db, c.req.valid('query').q) }, 200);
  });
  return router;
}
