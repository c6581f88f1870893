import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { errorResponse, jsonResponse } from '../../http/openapi.ts';
import { stripeClient } from '../../integrations/stripe/client.ts';
import { metricsFor } from '../../metrics/site-metrics.ts';
import { alreadyHandled, applyEvent } from './apply-event.ts';
import { needsStripe, parseEvent, readEvent } from './read-event.ts';

/** Stripe signs with a timestamp; one further than this from now, older or newer, is refused. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * Stripe's SDK refuses an old timestamp only; one dated further ahead of now is refused here. The `t=` is
 * read as the SDK reads it (the last one, as an integer), so the time checked is the time signed.
 */
function signedInTheFuture(signature: string): boolean {
  const t = signature
    .split(',')
    .map((item) => item.split('='))
    .findLast(([key]) => key === 't')?.[1];
  const seconds = Number.parseInt(t ?? '', 10);
  return seconds - Math.floor(Date.now() / 1000) > SIGNATURE_TOLERANCE_SECONDS;
}

const webhook = createRoute({
  method: 'post',
  path: '/stripe/webhook',
  tags: ['stripe'],
  summary: "Stripe's events (signed with the endpoint's secret); purchases are fulfilled from here only",
  responses: {
    200: jsonResponse(z.object({ received: z.literal(true), duplicate: z.boolean() }), 'Handled, or already handled'),
    400: errorResponse('Missing or invalid Stripe-Signature, or an event this site cannot read'),
    409: errorResponse("The event's payment is recorded for another purchase"),
    503: errorResponse('Stripe did not answer when asked for the Checkout Session'),
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
    if (signedInTheFuture(signature)) throw AppError.invalid('Invalid Stripe signature.');
    let signed: unknown;
    try {
      signed = stripe.webhooks.constructEvent(raw, signature, config.stripe.webhookSecret, SIGNATURE_TOLERANCE_SECONDS);
    } catch (err) {
      // The signature is checked first; a correctly signed body may still not be JSON.
      throw AppError.invalid(err instanceof SyntaxError ? 'The event is not JSON.' : 'Invalid Stripe signature.');
    }
    // Signed is not well formed: what the event is made of is checked before anything is written.
    const event = parseEvent(signed);
    // A redelivery of an event that is read back from Stripe is answered without asking Stripe again.
    // The transaction below is what guarantees once: other events are not looked up first.
    if (needsStripe(event) && (await alreadyHandled(db, event.id)))
      return c.json({ received: true as const, duplicate: true }, 200);
    const facts = await readEvent(stripe, event);
    const outcome = await applyEvent(db, event, facts, config.stripe.revenueSharePercent, stripe);
    log.info({ event: event.id, type: event.type, outcome }, 'stripe webhook');
    if (outcome === 'applied') metricsFor(c.get('deps')).webhookProcessed(event.created);
    return c.json({ received: true as const, duplicate: outcome === 'duplicate' }, 200);
  });
  return router;
}
