import { createRoute, z } from '@hono/zod-openapi';
import { FOUNDERS_CUP, TOURNAMENT_KEYS } from '../../../domain/tournaments/enums.ts';
import {
  foundersRegistrationSchema,
  myRegistrationSchema,
  publicBracketSchema,
  publicRegistrationsSchema,
  tournamentViewSchema,
} from '../../../domain/tournaments/registration.ts';
import { hotCacheOf } from '../../cache/hot-cache.ts';
import { HOT_PATHS } from '../../cache/hot-paths.ts';
import { sendCachedJson } from '../../cache/send-cached-json.ts';
import { createRouter } from '../../http/context.ts';
import { requireUser } from '../../http/guards.ts';
import { errorResponse, jsonResponse } from '../../http/openapi.ts';
import { checkInEntry, myEntry, withdrawEntry } from '../../tournaments/entries.ts';
import { BRACKET_TABLES, publicBracket, publicRegistrations, tournamentView } from './public-reads.ts';
import { registerForFoundersCup } from './register.ts';

const tags = ['tournaments'];
const keyParam = z.object({ key: z.enum(TOURNAMENT_KEYS, { error: 'No tournament has this key.' }) });
// The Founders' Cup routes take the key as a parameter too: a literal segment beside `/tournaments/{key}` would
// push Hono off its RegExpRouter onto the much slower TrieRouter for every request (tests/platform/router.test.ts).
const cup = '/tournaments/{key}';
const cupParams = z.object({
  key: z.literal(FOUNDERS_CUP, { error: "Registration and the bracket are for the Founders' Cup only." }),
});
const signedIn = { middleware: requireUser, tags, request: { params: cupParams } };
// Withdraw and check-in follow the same rules for both tournaments (the doubles page calls them too).
const player = { middleware: requireUser, tags, request: { params: keyParam } };
const mine = { 200: jsonResponse(myRegistrationSchema, 'Your registration'), 401: errorResponse('Not signed in') };

const record = createRoute({
  method: 'get',
  path: '/tournaments/{key}',
  tags,
  summary: 'A tournament: dates, cap, windows (open now or not) and its registration counts',
  request: { params: keyParam },
  responses: { 200: jsonResponse(tournamentViewSchema, 'The tournament'), 400: errorResponse('Unknown key') },
});
const registrations = createRoute({
  method: 'get',
  path: `${cup}/registrations`,
  tags,
  request: { params: cupParams },
  summary: "Public list of the Founders' Cup registrations: id, Minecraft name and slot only",
  responses: { 200: jsonResponse(publicRegistrationsSchema, 'Registrations by slot') },
});
const bracket = createRoute({
  method: 'get',
  path: `${cup}/bracket`,
  tags,
  request: { params: cupParams },
  summary: "The Founders' Cup bracket: registrations (public fields) and matches by round and match",
  responses: { 200: jsonResponse(publicBracketSchema, 'The bracket'), 304: { description: 'Not modified (ETag)' } },
});
const me = createRoute({
  ...player,
  method: 'get',
  path: `${cup}/registration`,
  summary: 'Your registration, if any',
  responses: mine,
});
const register = createRoute({
  ...signedIn,
  method: 'post',
  path: `${cup}/registration`,
  summary:
    'Register; the server assigns the slot (1 to the cap registered, later slots waitlisted) and takes the ' +
    'Minecraft name from the linked account and the Discord tag from the session',
  request: {
    params: cupParams,
    body: { required: true, content: { 'application/json': { schema: foundersRegistrationSchema } } },
  },
  responses: {
    ...mine,
    201: jsonResponse(myRegistrationSchema, 'Registered or waitlisted'),
    400: errorResponse('Invalid input, with a message per field'),
    409: errorResponse('Already registered, registration closed, or no linked Minecraft account'),
    503: errorResponse('No slot could be assigned (the tournament stayed locked): try again'),
  },
});
const leave = createRoute({
  ...player,
  method: 'post',
  path: `${cup}/registration/withdraw`,
  summary: 'Withdraw; the first waitlisted player takes a freed place in the same transaction',
  responses: { ...mine, 404: errorResponse('Not registered'), 409: errorResponse('The bracket exists') },
});
const checkin = createRoute({
  ...player,
  method: 'post',
  path: `${cup}/registration/check-in`,
  summary: 'Check in during the check-in window',
  responses: { ...mine, 404: errorResponse('Not registered'), 409: errorResponse('Check-in is not open') },
});

export function tournamentsRoutes() {
  const router = createRouter();
  router.openapi(record, async (c) => {
    c.header('cache-control', 'no-store');
    return c.json(await tournamentView(c.get('deps').db, c.req.valid('param').key), 200);
  });
  router.openapi(registrations, async (c) =>
    c.json({ registrations: await publicRegistrations(c.get('deps').db, FOUNDERS_CUP) }, 200),
  );
  router.openapi(bracket, async (c) => {
    const deps = c.get('deps'); // the cache keeps the loader, so it must not hold on to this request
    const body = await hotCacheOf(deps).json(
      HOT_PATHS[`/api/tournaments/${FOUNDERS_CUP}/bracket`],
      BRACKET_TABLES,
      publicBracketSchema,
      () => publicBracket(deps.db),
    );
    return sendCachedJson(c, body);
  });
  router.openapi(me, async (c) => {
    c.header('cache-control', 'no-store');
    return c.json(await myEntry(c.get('deps').db, c.req.valid('param').key, c.get('user').id), 200);
  });
  router.openapi(register, async (c) => {
    const registration = await registerForFoundersCup(c.get('deps').db, c.get('user'), c.req.valid('json'));
    return c.json({ registration }, 201);
  });
  router.openapi(leave, async (c) =>
    c.json(await withdrawEntry(c.get('deps').db, c.req.valid('param').key, c.get('user').id), 200),
  );
  router.openapi(checkin, async (c) =>
    c.json(await checkInEntry(c.get('deps').db, c.req.valid('param').key, c.get('user').id), 200),
  );
  return router;
}
