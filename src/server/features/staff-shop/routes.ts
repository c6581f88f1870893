import { createRoute, z } from '@hono/zod-openapi';
import {
  staffMismatchResolved,
  staffPurchaseDetail,
  staffPurchaseList,
  staffPurchaseQuery,
  staffRefundRequest,
  staffRefundStarted,
} from '../../../domain/shop/staff.ts';
import { createRouter } from '../../http/context.ts';
import { errorResponse as error, jsonResponse } from '../../http/openapi.ts';
import { deniedResponses, staffRoute } from '../../staff/guarded.ts';
import { listPurchases, purchaseDetail } from './purchases.ts';
import { refundPurchase } from './refund.ts';
import { resolveMismatch } from './resolve-mismatch.ts';

const idParam = z.object({ id: z.guid('Not a purchase id.') });

const list = createRoute({
  ...staffRoute,
  method: 'get',
  path: '/staff/shop/purchases',
  summary: 'Purchases, newest first, by status or disputed',
  request: { query: staffPurchaseQuery },
  responses: { 200: jsonResponse(staffPurchaseList, 'A page'), 400: error('Bad filter'), ...deniedResponses },
});
const disputes = createRoute({
  ...staffRoute,
  method: 'get',
  path: '/staff/shop/disputes',
  summary: 'Disputed purchases, newest first',
  request: { query: staffPurchaseQuery.pick({ cursor: true }) },
  responses: { 200: jsonResponse(staffPurchaseList, 'A page'), 400: error('Bad cursor'), ...deniedResponses },
});
const detail = createRoute({
  ...staffRoute,
  method: 'get',
  path: '/staff/shop/purchases/{id}',
  summary: 'A purchase with its Stripe events, payments, deliveries and ledger entries',
  request: { params: idParam },
  responses: {
    200: jsonResponse(staffPurchaseDetail, 'The purchase'),
    404: error('No such purchase'),
    ...deniedResponses,
  },
});
const refund = createRoute({
  ...staffRoute,
  method: 'post',
  path: '/staff/shop/purchases/{id}/refund',
  summary: "Refund a payment through Stripe; Stripe's webhook then reverses the share and the deliveries",
  request: {
    params: idParam,
    body: { content: { 'application/json': { schema: staffRefundRequest } }, required: true },
  },
  responses: {
    202: jsonResponse(staffRefundStarted, 'Stripe accepted the refund'),
    400: error('Bad amount'),
    404: error('No such purchase'),
    409: error('Nothing left to refund'),
    503: error('Stripe did not answer'),
    ...deniedResponses,
  },
});

const resolve = createRoute({
  ...staffRoute,
  method: 'post',
  path: '/staff/shop/purchases/{id}/mismatches/{mismatchId}/resolve',
  summary: 'Close a payment that did not match the purchase, once staff have settled it',
  request: { params: idParam.extend({ mismatchId: z.guid('Not a mismatch id.') }) },
  responses: {
    200: jsonResponse(staffMismatchResolved, 'Closed'),
    404: error('No such mismatch on this purchase'),
    409: error('Already resolved'),
    ...deniedResponses,
  },
});

export function staffShopRoutes() {
  const router = createRouter();
  router.openapi(list, async (c) => c.json(await listPurchases(c.get('deps').db, c.req.valid('query')), 200));
  router.openapi(disputes, async (c) =>
    c.json(await listPurchases(c.get('deps').db, { ...c.req.valid('query'), disputed: 'true' }), 200),
  );
  router.openapi(detail, async (c) => c.json(await purchaseDetail(c.get('deps').db, c.req.valid('param').id), 200));
  router.openapi(refund, async (c) => {
    const { db, config } = c.get('deps');
    const started = await refundPurchase(db, config, c.get('user'), c.req.valid('param').id, c.req.valid('json'));
    return c.json(started, 202);
  });
  router.openapi(resolve, async (c) => {
    const { id, mismatchId } = c.req.valid('param');
    return c.json(await resolveMismatch(c.get('deps').db, c.get('user'), id, mismatchId), 200);
  });
  return router;
}
