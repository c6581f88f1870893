import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pino from 'pino';
import { DISCORD_PROVIDER } from '../src/server/auth/auth.ts';
import { createDiscordStandIn } from '../src/server/integrations/discord/stand-in.ts';
import { createStripeStandIn } from '../src/server/integrations/stripe/stand-in.ts';

// The Discord and Stripe stand-ins on ports of their own, for a production rehearsal: production mounts no
// /dev routes, so the site is pointed at these through DISCORD_BASE_URL and STRIPE_API_URL, as it would be
// at discord.com and api.stripe.com. They read the site's own settings, so both sides agree on the
// credentials, the registered redirect URI and the webhook endpoint (PUBLIC_URL/api/stripe/webhook).
//
//   PUBLIC_URL=https://localhost:8443 DISCORD_CLIENT_ID=… DISCORD_CLIENT_SECRET=… STRIPE_SECRET_KEY=sk_test_…
//   STRIPE_WEBHOOK_SECRET=whsec_… STAND_IN_DISCORD_PORT=3467 STAND_IN_STRIPE_PORT=3468 node --import tsx scripts/stand-ins.ts
//
// The Stripe stand-in posts its webhooks to PUBLIC_URL: behind HTTPS with a private CA, start it with
// NODE_EXTRA_CA_CERTS naming that CA's root certificate.

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`stand-ins: ${name} is required`);
  return value;
};
const host = process.env.STAND_IN_HOST ?? '127.0.0.1';
const publicUrl = env('PUBLIC_URL').replace(/\/$/, '');
const discordPort = Number(env('STAND_IN_DISCORD_PORT'));
const stripePort = Number(env('STAND_IN_STRIPE_PORT'));
const log = pino({ level: process.env.LOG_LEVEL ?? 'info' });

const discord = new Hono();
discord.get('/health', (c) => c.text('ok'));
discord.route(
  '/',
  createDiscordStandIn({
    clientId: env('DISCORD_CLIENT_ID'),
    clientSecret: env('DISCORD_CLIENT_SECRET'),
    redirectUris: [`${publicUrl}/api/auth/callback/${DISCORD_PROVIDER}`],
  }),
);

const stripe = new Hono();
stripe.get('/health', (c) => c.text('ok'));
stripe.route(
  '/',
  createStripeStandIn({
    secretKey: env('STRIPE_SECRET_KEY'),
    webhookSecret: env('STRIPE_WEBHOOK_SECRET'),
    webhookUrl: `${publicUrl}/api/stripe/webhook`,
    baseUrl: `http://${host}:${stripePort}`,
    log,
  }),
);

const servers = [
  serve({ fetch: discord.fetch, port: discordPort, hostname: host }),
  serve({ fetch: stripe.fetch, port: stripePort, hostname: host }),
];
log.info({ discord: `http://${host}:${discordPort}`, stripe: `http://${host}:${stripePort}` }, 'stand-ins listening');
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.once(signal, () => {
    for (const s of servers) s.close();
    process.exit(0);
  });
