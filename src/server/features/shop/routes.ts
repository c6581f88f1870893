import { createRoute, z } from '@hono/zod-openapi';
import {
  CHECKOUT_MESSAGES,
  CHECKOUT_REFUSED,
  attestationRequest,
  attestationResponse,
  checkoutRequest,
  checkoutResponse,
  selectableGymLeadersResponse,
} from '../../../domain/shop/checkout.ts';
import {
  orderResponse,
  portalResponse,
  purchaseHistoryQuery,
  purchaseHistoryResponse,
} from '../../../domain/shop/purchases.ts';
import { createRouter } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { currentUser, requireUser } from '../../http/guards.ts';
import { errorResponse as error, jsonResponse } from '../../http/openapi.ts';
import { cancelCheckout } from './cancel-checkout.ts';
import { selectableLeaders } from './checkout-rules.ts';
import { customerPortalUrl } from './customer-portal.ts';
import { orderForSession, purchaseHistory } from './purchase-history.ts';
import { recordAttestation } from './record-attestation.ts';
import { startCheckout } from './start-checkout.ts';

const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });
const notSignedIn = error('Not signed in');

const leaders = createRoute({
  method: 'get',
  path: '/shop/gym-leaders',
  tags: ['shop'],
  summary: 'The gym leaders a purchase can support (current leaders with a linked Minecraft account)',
  responses: { 200: jsonResponse(selectableGymLeadersResponse, 'Selectable gym leaders') },
});
const attest = createRoute({
  method: 'post',
  path: '/shop/attestations',
  middleware: [requireUser] as const,
  tags: ['shop'],
  summary: 'Record an attestation of the checkout (online requirement, or the EV Editor Policy for Master)',
  request: { body: json(attestationRequest) },
  responses: { 201: jsonResponse(attestationResponse, 'Stored'), 400: error('Refused'), 401: notSignedIn },
});
const checkout = createRoute({
  method: 'post',
  path: '/shop/checkout',
  tags: ['shop'],
  summary:
    "Record the order as pending and open Stripe Checkout for it, priced from the catalog; a rank's checkout closes one still open in another tab",
  request: { body: json(checkoutRequest) },
  responses: {
    200: jsonResponse(checkoutResponse, 'Send the browser to url'),
    400: error('A checkout rule refused the order: message is the title, fields.description the text'),
    401: error('Please log in'),
    409: error(
      'The Minecraft account holds this rank or a higher one (or paid for it in another tab): message is the title, fields.description the text',
    ),
    503: error('Stripe did not answer'),
  },
});
const history = createRoute({
  method: 'get',
  path: '/shop/purchases',
  middleware: [requireUser] as const,
  tags: ['shop'],
  summary: "The signed-in user's purchases, newest first",
  request: { query: purchaseHistoryQuery },
  responses: { 200: jsonResponse(purchaseHistoryResponse, 'One page'), 400: error('Bad cursor'), 401: notSignedIn },
});
const order = createRoute({
  method: 'get',
  path: '/shop/orders/{sessionId}',
  middleware: [requireUser] as const,
  tags: ['shop'],
  summary: 'The order of a Checkout Session as the server recorded it (its buyer only)',
  request: { params: z.object({ sessionId: z.string().min(1).max(200) }) },
  responses: { 200: jsonResponse(orderResponse, 'The order'), 401: notSignedIn, 404: error('No such order of yours') },
});
const cancel = createRoute({
  method: 'post',
  path: '/shop/orders/{purchaseId}/cancel',
  middleware: [requireUser] as const,
  tags: ['shop'],
  summary:
    'The buyer left Stripe with Cancel: close the Checkout Session so it cannot be paid; its expired event marks the order canceled',
  request: { params: z.object({ purchaseId: z.string().min(1).max(64) }) },
  responses: {
    200: jsonResponse(orderResponse, 'The order as it stands (canceled once Stripe reports the session expired)'),
    401: notSignedIn,
    404: error('No such order of yours'),
    409: error('The order was paid meanwhile'),
    503: error('Stripe did not answer'),
  },
});
const portal = createRoute({
  method: 'post',
  path: '/shop/portal',
  middleware: [requireUser] as const,
  tags: ['shop'],
  summary: "Open Stripe's Customer Portal for the signed-in user (or the configured portal login)",
  responses: {
    200: jsonResponse(portalResponse, 'Where to send the browser'),
    401: notSignedIn,
    503: error('Stripe did not answer'),
  },
});

export function shopRoutes() {
  const router = createRouter();
  router.openapi(leaders, async (c) => c.json({ leaders: await selectableLeaders(c.get('deps').db) }, 200));
  router.openapi(attest, async (c) => {
    c.header('cache-control', 'no-store');
    return c.json(await recordAttestation(c.get('deps').db, c.get('user').id, c.req.valid('json')), 201);
  });
  router.openapi(checkout, async (c) => {
    const user = await currentUser(c);
    if (!user) throw AppError.unauthorized(CHECKOUT_MESSAGES.signIn.title, CHECKOUT_REFUSED);
    const { db, config } = c.get('deps');
    return c.json(await startCheckout(db, config, user.id, c.req.valid('json')), 200);
  });
  router.openapi(history, async (c) => {
    c.header('cache-control', 'no-store');
    return c.json(await purchaseHistory(c.get('deps').db, c.get('user').id, c.req.valid('query').cursor), 200);
  });
  router.openapi(order, async (c) => {
    const view = await orderForSession(c.get('deps').db, c.get('user').id, c.req.valid('param').sessionId);
    if (!view) throw AppError.notFound('No order of yours has this session.');
    c.header('cache-control', 'no-store');
    return c.json(view, 200);
  });
  router.openapi(cancel, async (c) => {
    const { db, config } = c.get('deps');
    c.header('cache-control', 'no-store');
    return c.json(await cancelCheckout(db, config, c.get('user').id, c.req.valid('param').purchaseId), 200);
  });
  router.openapi(portal, async (c) => {
    const { db, config } = c.get('deps');
    return c.json({ url: await customerPortalUrl(db, config, c.get('user').id) }, 200);
  });
  return router;
}
