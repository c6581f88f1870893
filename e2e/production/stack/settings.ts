import path from 'node:path';

// Where everything of the production rehearsal lives and listens. Ports 3464-3470, PostgreSQL on 5564,
// Caddy on 8443 (HTTPS) and 8080 (HTTP), overridable so that two checkouts on one machine do not collide.
const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

export const REPO = path.resolve(import.meta.dirname, '../../..');
export const DIR = process.env.REHEARSAL_DIR ?? '/tmp/cobble-rehearsal';
export const PG_PORT = num('REHEARSAL_PG_PORT', 5564);
export const INSTANCE_PORTS = [num('REHEARSAL_PORT_A', 3464), num('REHEARSAL_PORT_B', 3465)] as const;
export const DISCORD_PORT = num('REHEARSAL_DISCORD_PORT', 3467);
export const STRIPE_PORT = num('REHEARSAL_STRIPE_PORT', 3468);
export const HTTPS_PORT = num('REHEARSAL_HTTPS_PORT', 8443);
export const HTTP_PORT = num('REHEARSAL_HTTP_PORT', 8080);

/** The release before this one: its migrations and its demo data make the database the new build upgrades. */
export const PREVIOUS_RELEASE = process.env.REHEARSAL_PREVIOUS_RELEASE ?? 'bf40a9a';

export const SITE = `https://localhost:${HTTPS_PORT}`;
export const instanceUrl = (port: number) => `http://127.0.0.1:${port}`;
/** A role and database made as docs/deploy.md makes them; the role owns the database and is no superuser. */
export const DATABASE_URL = `postgres://cobble:rehearsal-password@127.0.0.1:${PG_PORT}/cobble`;
/** Caddy's data (its internal CA) and the browser's NSS database that trusts that CA's root. */
export const CADDY_DATA = path.join(DIR, 'caddy-data');
export const CA_ROOT = path.join(CADDY_DATA, 'caddy/pki/authorities/local/root.crt');
export const BROWSER_HOME = path.join(DIR, 'browser-home');
export const logFile = (name: string) => path.join(DIR, 'logs', `${name}.log`);

/** What both instances, the stand-ins and the command-line tools read: one environment file's worth. */
export const SITE_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  PUBLIC_URL: SITE,
  TRUST_PROXY: '1',
  HOST: '127.0.0.1',
  DATA_DIR: path.join(DIR, 'data'),
  DATABASE_URL,
  LOG_LEVEL: 'info',
  SESSION_SECRET: 'rehearsal-session-secret-0123456789-abcdefghijklmnop',
  DISCORD_CLIENT_ID: '1200000000000000001',
  DISCORD_CLIENT_SECRET: 'rehearsal-discord-client-secret',
  DISCORD_GUILD_ID: '1200000000000000002',
  DISCORD_BASE_URL: `http://127.0.0.1:${DISCORD_PORT}`,
  DISCORD_STAFF_WEBHOOK_URL: `http://127.0.0.1:${DISCORD_PORT}/api/webhooks/rehearsal/staff`,
  // The stand-in takes a test key; production refuses one unless this says the site takes no real payments.
  STRIPE_SECRET_KEY: 'sk_test_rehearsal',
  ALLOW_STRIPE_TEST_KEYS: 'true',
  STRIPE_WEBHOOK_SECRET: 'whsec_rehearsal',
  STRIPE_API_URL: `http://127.0.0.1:${STRIPE_PORT}`,
  MINECRAFT_SERVER_ADDRESS: 'play.rehearsal.test',
};
