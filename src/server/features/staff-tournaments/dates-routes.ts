import { createRoute, z } from '@hono/zod-openapi';
import { TOURNAMENT_KEYS } from '../../../domain/tournaments/enums.ts';
import { tournamentDatesSchema } from '../../../domain/tournaments/staff-dates.ts';
import { createRouter } from '../../http/context.ts';
import { errorResponse, jsonResponse } from '../../http/openapi.ts';
import { deniedResponses, staffRoute } from '../../staff/guarded.ts';
import { setTournamentDates, tournamentDates } from './set-dates.ts';

const keyParam = z.object({ key: z.enum(TOURNAMENT_KEYS, { error: 'No tournament has this key.' }) });
const datesSchema = z
  .object({
    startsAt: z.string(),
    registrationOpensAt: z.string(),
    registrationClosesAt: z.string(),
    checkinOpensAt: z.string(),
    checkinClosesAt: z.string(),
  })
  .meta({ id: 'TournamentDates' });

const read = createRoute({
  ...staffRoute,
  method: 'get',
  path: '/staff/tournaments/{key}/dates',
  summary: "A tournament's start, registration window and check-in window",
  request: { params: keyParam },
  responses: {
    200: jsonResponse(datesSchema, 'The dates as stored'),
    400: errorResponse('No tournament has this key'),
    ...deniedResponses,
  },
});

const dates = createRoute({
  ...staffRoute,
  method: 'post',
  path: '/staff/tournaments/{key}/dates',
  summary: "Move a tournament's start, registration window or check-in window",
  request: {
    params: keyParam,
    body: { required: true, content: { 'application/json': { schema: tournamentDatesSchema } } },
  },
  responses: {
    200: jsonResponse(datesSchema, 'The dates as stored'),
    400: errorResponse('Bad input, with a message per field'),
    ...deniedResponses,
  },
});

export function staffTournamentDatesRoutes() {
  const router = createRouter();
  router.openapi(read, async (c) => c.json(await tournamentDates(c.get('deps').db, c.req.valid('param').key), 200));
  router.openapi(dates, async (c) =>
    c.json(
      await setTournamentDates(c.get('deps').db, c.get('user'), c.req.valid('param').key, c.req.valid('json')),
      200,
    ),
  );
  return router;
}
