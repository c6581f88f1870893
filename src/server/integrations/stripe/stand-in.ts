import { Hono, type Context } from 'hono';
import Stripe from 'stripe';
import type { Logger } from 'pino';
import { list, parseStripeForm, text } from './form-body.ts';
import { checkoutPage, portalPage } from './stand-in-pages.ts';
import { StripeStandInError } from './stand-in-objects.ts';
import { StandInStore } from './stand-in-store.ts';

/**
 * A local stand-in for Stripe, for development and tests without keys; never mounted in production.
 * Under /v1 it speaks the subset of Stripe's REST API the site calls (form-encoded requests,
 * Stripe's JSON objects and errors). Its hosted checkout page offers Pay and Cancel; paying, and
 * the dev triggers under /dev (renewal, refund, dispute, subscription end, an abandoned session
 * expiring), send correctly signed
 * events to the site's real webhook. `deliver=false` keeps the events for the caller to send.
 */
export interface StripeStandInOptions {
  secretKey: string;
  webhookSecret: string;
  /** The site's webhook endpoint. */
  webhookUrl: string;
  /** Where this stand-in is reachable, e.g. http://localhost:3000/dev/stripe. */
  baseUrl: string;
  log: Logger;
}

type Obj = Record<string, unknown>;

export function createStripeStandIn(o: StripeStandInOptions) {
  const store = new StandInStore(Stripe.API_VERSION);
  const app = new Hono();

  async function deliver(events: Obj[]) {
    for (const event of events) {
      const payload = JSON.stringify(event);
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: o.webhookSecret });
      try {
        const res = await fetch(o.webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body: payload,
        });
        if (!res.ok) o.log.warn({ event: event.id, status: res.status }, 'stripe stand-in: webhook refused');
      } catch (err) {
        o.log.warn({ err, event: event.id }, 'stripe stand-in: webhook not delivered');
      }
    }
  }
  const wantsDelivery = (c: Context, form?: Obj) => c.req.query('deliver') !== 'false' && form?.deliver !== 'false';

  app.onError((err, c) => {
    if (err instanceof StripeStandInError) {
      const type = err.status === 401 ? 'invalid_request_error' : 'invalid_request_error';
      const error = { type, message: err.message, ...(err.param ? { param: err.param } : {}) };
      return c.json({ error: { ...error, ...(err.code ? { code: err.code } : {}) } }, err.status as 400);
    }
    throw err;
  });

  app.use('/v1/*', async (c, next) => {
    if (c.req.header('authorization') !== `Bearer ${o.secretKey}`)
      throw new StripeStandInError(401, 'Invalid API Key provided.');
    await next();
  });
  // As Stripe: a request repeated with the Idempotency-Key of one already answered gets that answer
  // again, and changes nothing; the same key with other parameters is refused.
  const answered = new Map<string, { body: string; status: number; answer: string }>();
  app.on(['POST', 'DELETE'], '/v1/*', async (c, next) => {
    const key = c.req.header('idempotency-key');
    if (!key) return next();
    const body = `${c.req.method} ${c.req.path} ${await c.req.text()}`;
    const known = answered.get(key);
    if (known && known.body !== body)
      throw new StripeStandInError(
        400,
        'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        'idempotency_key',
      );
    if (known) return c.body(known.answer, known.status as 200, { 'content-type': 'application/json' });
    await next();
    answered.set(key, { body, status: c.res.status, answer: await c.res.clone().text() });
  });
  const form = async (c: Context) => parseStripeForm(await c.req.text());
  const query = (c: Context) => parseStripeForm(new URL(c.req.url).searchParams);

  app.post('/v1/checkout/sessions', async (c) =>
    c.json(store.createSession(await form(c), (id) => `${o.baseUrl}/checkout/${id}`)),
  );
  app.get('/v1/checkout/sessions/:id', (c) =>
    c.json(store.sessionView(c.req.param('id'), list(query(c).expand).map(String))),
  );
  // Stripe answers with the expired session and announces it with checkout.session.expired, later.
  app.post('/v1/checkout/sessions/:id/expire', (c) => {
    const events = store.expire(c.req.param('id'));
    void deliver(events);
    return c.json(store.sessionView(c.req.param('id'), []));
  });
  app.post('/v1/billing_portal/sessions', async (c) => {
    const p = await form(c);
    const customer = text(p.customer);
    if (!customer) throw new StripeStandInError(400, 'Missing required param: customer.', 'customer');
    const returnUrl = text(p.return_url) ?? '';
    const url = `${o.baseUrl}/portal/${customer}?return_url=${encodeURIComponent(returnUrl)}`;
    return c.json({
      id: `bps_test_${customer}`,
      object: 'billing_portal.session',
      customer,
      return_url: returnUrl,
      url,
    });
  });
  app.post('/v1/refunds', async (c) => {
    const p = await form(c);
    const amount = text(p.amount) === undefined ? undefined : Number(text(p.amount));
    const { refund, events } = store.refund({ payment_intent: text(p.payment_intent), charge: text(p.charge) }, amount);
    void deliver(events);
    return c.json(refund);
  });
  app.get('/v1/subscriptions/:id', (c) => c.json(store.subscription(c.req.param('id'))));
  app.delete('/v1/subscriptions/:id', async (c) => {
    const events = store.cancelSubscription(c.req.param('id'));
    void deliver(events);
    return c.json(store.subscription(c.req.param('id')));
  });

  // The hosted checkout page.
  app.get('/checkout/:id', (c) => c.html(checkoutPage(store.session(c.req.param('id')))));
  app.post('/checkout/:id/pay', async (c) => {
    const f = await c.req.parseBody();
    const events = store.pay(c.req.param('id'));
    if (wantsDelivery(c, f)) await deliver(events);
    const s = store.session(c.req.param('id'));
    return c.redirect(String(s.success_url).replace('{CHECKOUT_SESSION_ID}', s.id as string), 303);
  });
  app.post('/checkout/:id/cancel', (c) => c.redirect(String(store.session(c.req.param('id')).cancel_url), 303));

  // The customer portal: the buyer's subscriptions, each with a cancel button.
  app.get('/portal/:customer', (c) => {
    const subs = [...store.subscriptions.values()].filter((s) => s.customer === c.req.param('customer'));
    return c.html(portalPage(c.req.param('customer'), subs, c.req.query('return_url') ?? '/'));
  });
  app.post('/portal/:customer/cancel/:sub', async (c) => {
    await deliver(store.cancelSubscription(c.req.param('sub')));
    return c.redirect(
      `${o.baseUrl}/portal/${c.req.param('customer')}?return_url=${encodeURIComponent(c.req.query('return_url') ?? '/')}`,
      303,
    );
  });

  // Development triggers: what Stripe would do later on its own.
  const trigger = (run: (c: Context) => Obj[]) => async (c: Context) => {
    const events = run(c);
    if (wantsDelivery(c)) await deliver(events);
    return c.json({ events });
  };
  app.post(
    '/dev/subscriptions/:id/renew',
    trigger((c) => store.renew(c.req.param('id')!)),
  );
  app.post(
    '/dev/subscriptions/:id/end',
    trigger((c) => store.cancelSubscription(c.req.param('id')!)),
  );
  app.post(
    '/dev/payments/:pi/refund',
    trigger((c) => {
      const amount = c.req.query('amount');
      return store.refund({ payment_intent: c.req.param('pi') }, amount ? Number(amount) : undefined).events;
    }),
  );
  app.post(
    '/dev/payments/:pi/dispute',
    trigger((c) => store.dispute(c.req.param('pi')!)),
  );
  app.post(
    '/dev/checkout/:id/pay',
    trigger((c) => store.pay(c.req.param('id')!)),
  );
  // Stripe closes a session its buyer abandoned (after its expires_at).
  app.post(
    '/dev/checkout/:id/expire',
    trigger((c) => store.expire(c.req.param('id')!)),
  );
  app.get('/dev/sessions/:id', (c) => c.json(store.session(c.req.param('id'))));
  app.get('/dev/events', (c) => c.json({ events: store.events }));

  return app;
}
