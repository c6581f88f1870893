import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { errorResponse, jsonResponse } from '../../http/openapi.ts';
import { stripeClient, type Stripe } from '../../integrations/stripe/client.ts';
import { alreadyHandled, applyEvent } from './apply-event.ts';
import { needsStripe, readEvent } from './read-event.ts';

/** Stripe signs with a timestamp; an older signature is refused (Stripe's own default tolerance). */
const SIGNATURE_TOLERANCE_SECONDS = 300;

const webhook = createRoute({
  method: 'post',
  path: '/stripe/webhook',
  tags: ['stripe'],
  summary: "Stripe's events (signed with the endpoint's secret); purchases are fulfilled from here only",
  responses: {
    200: jsonResponse(z.object({ received: z.literal(true), duplicate: z.boolean() }), 'Handled, or already handled'),
    400: errorResponse('Missing or invalid Stripe-Signature'),
  },
});

export function stripeWebhookRoutes() {
  const router = createRouter();
  router.openapi(webhook, async (c) => {
    const { config, db, log } = c.get('deps');
    // The signature covers the exact bytes Stripe sent: read them as text before any JSON parsing.
    const raw = await c.req.text();
    const signature = c.req.header('stripe-signature');
    if (!signature) throw AppError.invalid('Missing Stripe-Signature header.');
    const stripe = stripeClient(config.stripe);
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(raw, signature, config.stripe.webhookSecret, SIGNATURE_TOLERANCE_SECONDS);
    } catch {
      throw AppError.invalid('Invalid Stripe signature.');
    }
    // A redelivery of an event that is read back from Stripe is answered without asking Stripe again.
    // The transaction below is what guarantees once: other events are not looked up first.
    if (needsStripe(event) && (await alreadyHandled(db, event.id)))
      return c.json({ received: true as const, duplicate: true }, 200);
    const facts = await readEvent(stripe, event);
    const outcome = await applyEvent(db, event, facts, config.stripe.revenueSharePercent);
    log.info({ event: event.id, type: event.type, outcome }, 'stripe webhook');
    return c.json({ received: true as const, duplicate: outcome === 'duplicate' }, 200);
  });
  return router;
}
