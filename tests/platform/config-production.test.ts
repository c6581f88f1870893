import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config.ts';

// Production starts only with settings that are not merely present but safe (docs/operations.md).
const PRODUCTION = {
  NODE_ENV: 'production',
  DISCORD_CLIENT_ID: 'id',
  DISCORD_CLIENT_SECRET: 'secret',
  SESSION_SECRET: 'x'.repeat(32),
  PUBLIC_URL: 'https://league.example.org',
  STRIPE_SECRET_KEY: 'sk_live_123',
  STRIPE_WEBHOOK_SECRET: 'whsec_123',
  MINECRAFT_SERVER_ADDRESS: 'play.example.org',
};
const refusal = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.message;
    throw err;
  }
  return undefined;
};

describe('production configuration', () => {
  it('starts with strong settings', () => {
    expect(refusal(PRODUCTION)).toBeUndefined();
    expect(refusal({ ...PRODUCTION, PUBLIC_URL: 'http://localhost:3000' })).toBeUndefined();
  });

  it('refuses a session secret shorter than 32 characters, saying how long it is and what to use', () => {
    expect(refusal({ ...PRODUCTION, SESSION_SECRET: 'x'.repeat(31) })).toBe(
      'Refusing to start in production: weak settings:\n' +
        '  SESSION_SECRET is 31 characters; use at least 32 random ones (openssl rand -base64 48).',
    );
  });

  it('refuses an http:// PUBLIC_URL outside localhost', () => {
    expect(refusal({ ...PRODUCTION, PUBLIC_URL: 'http://league.example.org' })).toMatch(
      /PUBLIC_URL is http:\/\/…; serve the site over HTTPS \(a reverse proxy such as Caddy\) and set its https:\/\/ address\./,
    );
    expect(refusal({ ...PRODUCTION, PUBLIC_URL: 'league.example.org' })).toMatch(/PUBLIC_URL is not a URL/);
  });

  it('refuses a Stripe test key unless ALLOW_STRIPE_TEST_KEYS=true', () => {
    expect(refusal({ ...PRODUCTION, STRIPE_SECRET_KEY: 'sk_test_123' })).toMatch(
      /STRIPE_SECRET_KEY is a test key \(sk_test_…\), which takes no real payments; set the live key \(sk_live_…\), or ALLOW_STRIPE_TEST_KEYS=true on a staging site\./,
    );
    expect(
      refusal({ ...PRODUCTION, STRIPE_SECRET_KEY: 'sk_test_123', ALLOW_STRIPE_TEST_KEYS: 'true' }),
    ).toBeUndefined();
    // Outside production a test key is what development uses.
    expect(refusal({ STRIPE_SECRET_KEY: 'sk_test_123', SESSION_SECRET: 'short' })).toBeUndefined();
  });

  it('names every weak setting at once', () => {
    const message = refusal({
      ...PRODUCTION,
      SESSION_SECRET: 'short',
      PUBLIC_URL: 'http://league.example.org',
      STRIPE_SECRET_KEY: 'sk_test_1',
    });
    expect(message?.split('\n').map((l) => l.trim().split(' ')[0])).toEqual([
      'Refusing',
      'SESSION_SECRET',
      'PUBLIC_URL',
      'STRIPE_SECRET_KEY',
    ]);
  });
});

describe('metrics access settings', () => {
  it('default to loopback and take addresses and CIDR ranges', () => {
    expect(loadConfig({}).metrics).toEqual({ allow: ['127.0.0.1', '::1'], token: undefined });
    expect(loadConfig({ METRICS_ALLOW: '10.0.0.0/8, fd00::/8' }).metrics.allow).toEqual(['10.0.0.0/8', 'fd00::/8']);
  });

  it('refuse what is not an address or range, and a short token', () => {
    expect(refusal({ METRICS_ALLOW: '10.0.0.0/33,prometheus' })).toMatch(
      /METRICS_ALLOW: Expected IP addresses or CIDR ranges, got 10.0.0.0\/33, prometheus/,
    );
    expect(refusal({ METRICS_TOKEN: 'short' })).toMatch(/METRICS_TOKEN: Expected at least 16 characters/);
  });
});
