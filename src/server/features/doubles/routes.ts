import { createRoute, z } from '@hono/zod-openapi';
import {
  doublesInfoSchema,
  doublesRegistrationSchemaOut,
  myDoublesSchema,
  publicDoublesTeamSchema,
  publicDoublesTeamsSchema,
} from '../../../domain/tournaments/team-sheet-api.ts';
import { doublesRegistrationSchema } from '../../../domain/tournaments/team-sheet.ts';
import { publicBracketSchema } from '../../../domain/tournaments/registration.ts';
import { createRouter } from '../../http/context.ts';
import { currentUser, requireUser } from '../../http/guards.ts';
import { errorResponse, jsonResponse } from '../../http/openapi.ts';
import { doublesBracket } from './bracket.ts';
import { myDoubles, registerTeam, updateTeam } from './registration.ts';
import { createDoublesValidator } from './team-format.ts';
import { getTeam, listTeams } from './teams.ts';
import { doublesInfo } from './tournament-state.ts';

const tags = ['mid-season-doubles'];
const body = { body: { required: true, content: { 'application/json': { schema: doublesRegistrationSchema } } } };
const idParam = z.object({ id: z.uuid({ error: 'The id must be a registration id (a UUID).' }) });
const writeErrors = {
  400: errorResponse('Invalid sheet: each message names the slot and the field'),
  401: errorResponse('Not signed in'),
  409: errorResponse('Registration closed, the tournament full, or already registered'),
};

const info = createRoute({
  method: 'get',
  path: '/mid-season-doubles',
  tags,
  summary: 'The Mid-Season Doubles Showdown: dates, cap, registered count, whether registration is open',
  responses: { 200: jsonResponse(doublesInfoSchema, 'The tournament') },
});
const mine = createRoute({
  method: 'get',
  path: '/mid-season-doubles/registration',
  tags,
  summary: "The signed-in player's registration (or null) and the names to prefill the form with",
  middleware: [requireUser] as const,
  responses: { 200: jsonResponse(myDoublesSchema, 'Own registration'), 401: errorResponse('Not signed in') },
});
const register = createRoute({
  method: 'post',
  path: '/mid-season-doubles/registrations',
  tags,
  summary: 'Register a team (one per account); the team is checked with real Pokémon data',
  middleware: [requireUser] as const,
  request: body,
  responses: { 201: jsonResponse(doublesRegistrationSchemaOut, 'Registered'), ...writeErrors },
});
const update = createRoute({
  method: 'put',
  path: '/mid-season-doubles/registrations/{id}',
  tags,
  summary: 'Modify the own team in place',
  middleware: [requireUser] as const,
  request: { params: idParam, ...body },
  responses: {
    200: jsonResponse(doublesRegistrationSchemaOut, 'Updated'),
    ...writeErrors,
    404: errorResponse('No such registration of yours'),
  },
});
const teams = createRoute({
  method: 'get',
  path: '/mid-season-doubles/teams',
  tags,
  summary: 'Every team: public once registration has closed, staff only before',
  responses: {
    200: jsonResponse(publicDoublesTeamsSchema, 'Teams'),
    401: errorResponse('Private yet, signed out'),
    403: errorResponse('Private yet'),
  },
});
const team = createRoute({
  method: 'get',
  path: '/mid-season-doubles/teams/{id}',
  tags,
  summary: 'One team: its owner and staff before registration closes, everyone after',
  request: { params: idParam },
  responses: {
    200: jsonResponse(publicDoublesTeamSchema, 'Team'),
    400: errorResponse('Not a registration id'),
    401: errorResponse('Private yet, signed out'),
    404: errorResponse('No such team (or not yours while private)'),
  },
});

const bracket = createRoute({
  method: 'get',
  path: '/mid-season-doubles/bracket',
  tags,
  summary: 'The bracket, once registration has closed: each team (id, Minecraft name, seed) and the matches',
  responses: {
    200: jsonResponse(publicBracketSchema, 'The bracket'),
    404: errorResponse('Registration has not closed yet'),
  },
});

export function doublesRoutes() {
  // Built with the router, so a format rule that does not resolve stops the server at start-up.
  const validator = createDoublesValidator();
  const router = createRouter();
  router.openapi(info, async (c) => c.json(await doublesInfo(c.get('deps').db), 200));
  router.openapi(mine, async (c) => c.json(await myDoubles(c.get('deps').db, c.get('user')), 200));
  router.openapi(register, async (c) =>
    c.json(await registerTeam(c.get('deps').db, validator, c.get('user'), c.req.valid('json')), 201),
  );
  router.openapi(update, async (c) =>
    c.json(
      await updateTeam(c.get('deps').db, validator, c.get('user'), c.req.valid('param').id, c.req.valid('json')),
      200,
    ),
  );
  router.openapi(teams, async (c) => c.json({ teams: await listTeams(c.get('deps').db, await currentUser(c)) }, 200));
  router.openapi(bracket, async (c) => c.json(await doublesBracket(c.get('deps').db), 200));
  router.openapi(team, async (c) =>
    c.json(await getTeam(c.get('deps').db, await currentUser(c), c.req.valid('param').id), 200),
  );
  return router;
}
