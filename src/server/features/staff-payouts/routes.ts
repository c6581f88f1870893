import { createRoute, z } from '@hono/zod-openapi';
import { leaderBalances, payoutInput, payoutView, recordedPayout } from '../../../domain/dashboard/schemas.ts';
import { pagedSchema, pageQuery } from '../../../domain/staff/paging.ts';
import { createRouter } from '../../http/context.ts';
import { errorResponse as error, jsonResponse } from '../../http/openapi.ts';
import { deniedResponses, staffRoute } from '../../staff/guarded.ts';
import { leaderBalances as listBalances, payoutHistory } from './balances.ts';
import { recordPayout } from './record-payout.ts';

const leaderParam = z.object({ id: z.guid('The gym leader id must be a UUID.') });

const balances = createRoute({
  ...staffRoute,
  method: 'get',
  path: '/staff/payouts/leaders',
  summary: "Every gym leader with the ledger's earnings, payouts and balance",
  responses: { 200: jsonResponse(leaderBalances, 'The leaders'), ...deniedResponses },
});
const history = createRoute({
  ...staffRoute,
  method: 'get',
  path: '/staff/payouts',
  summary: 'Payouts, newest first, of every leader or of one',
  request: { query: pageQuery.extend({ leader: z.guid('The gym leader id must be a UUID.').optional() }) },
  responses: {
    200: jsonResponse(pagedSchema(payoutView), 'A page of payouts'),
    400: error('Bad query'),
    ...deniedResponses,
  },
});
const record = createRoute({
  ...staffRoute,
  method: 'post',
  path: '/staff/payouts/leaders/{id}',
  summary: "Record a payout to a gym leader: a payout line in the leader's ledger",
  request: { params: leaderParam, body: { required: true, content: { 'application/json': { schema: payoutInput } } } },
  responses: {
    201: jsonResponse(recordedPayout, 'The payout and the balance left'),
    400: error('Bad input'),
    404: error('No such gym leader'),
    409: error('More than the balance'),
    ...deniedResponses,
  },
});

/** Staff pay gym leaders their share; each payout is a ledger line and an audit entry. */
export function staffPayoutsRoutes() {
  const router = createRouter();
  router.openapi(balances, async (c) => c.json(await listBalances(c.get('deps').db), 200));
  router.openapi(history, async (c) => {
    const q = c.req.valid('query');
    return c.json(await payoutHistory(c.get('deps').db, q.page, q.leader), 200);
  });
  router.openapi(record, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await recordPayout(c.get('deps').db, c.get('user'), id, c.req.valid('json')), 201);
  });
  return router;
}
