import Stripe from 'stripe';
import type { Config } from '../../config.ts';

// The one Stripe client per configuration. STRIPE_API_URL (or the stand-in's address outside
// production) points the real SDK elsewhere through its host, port and protocol options; a path
// prefix such as /dev/stripe is added by a thin wrapper around the SDK's own Node HTTP client.

const clients = new WeakMap<Config['stripe'], Stripe>();

function withPathPrefix(prefix: string): Stripe.HttpClient {
  const inner = Stripe.createNodeHttpClient();
  return {
    getClientName: () => inner.getClientName(),
    makeRequest: (host, port, path, method, headers, data, protocol, timeout) =>
      inner.makeRequest(host, port, `${prefix}${path}`, method, headers, data, protocol, timeout),
  };
}

export function stripeClient(config: Config['stripe']): Stripe {
  const known = clients.get(config);
  if (known) return known;
  const options: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 20_000, telemetry: false };
  if (config.apiUrl) {
    const url = new URL(config.apiUrl);
    options.host = url.hostname;
    options.protocol = url.protocol === 'http:' ? 'http' : 'https';
    options.port = url.port || (options.protocol === 'http' ? 80 : 443);
    const prefix = url.pathname.replace(/\/$/, '');
    if (prefix) options.httpClient = withPathPrefix(prefix);
  }
  const client = new Stripe(config.secretKey, options);
  clients.set(config, client);
  return client;
}

/** Whether Stripe answered that the object asked for does not exist. */
export const isStripeNotFound = (err: unknown) => err instanceof Stripe.errors.StripeError && err.statusCode === 404;

export type { Stripe };
