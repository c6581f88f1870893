import { envSchema, type Env } from './config-env.ts';

// The server's settings, made once at start-up from the environment (config-env.ts): defaults filled in, and
// production refused while a required setting is missing or a weak one is set.

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  /** Proxies in front of the site that append to X-Forwarded-For; 0: use the socket address. */
  trustProxyHops: number;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  embeddedPgPort: number;
  seedDemoData: boolean;
  logLevel: Env['LOG_LEVEL'];
  sessionSecret: string;
  discord: {
    clientId: string;
    clientSecret: string;
    /** Where the browser is sent to authorize, and the API root behind it. */
    baseUrl: string;
    guildId: string | undefined;
    defaultInvite: string;
    /** The staff channel's webhook for new applications, tickets, appeals and reports; undefined: none. */
    staffWebhookUrl: string | undefined;
    /** True when no real credentials are set: the local stand-in at /dev/discord answers. */
    standIn: boolean;
  };
  stripe: {
    secretKey: string;
    webhookSecret: string;
    /** Where the SDK sends its requests (host, port, protocol and path prefix); undefined: api.stripe.com. */
    apiUrl: string | undefined;
    /** True when no real key is set: the local stand-in at /dev/stripe answers and signs the webhooks. */
    standIn: boolean;
    /** The chosen gym leader's share of each payment, in percent. */
    revenueSharePercent: number;
    /** Stripe price ids by catalog item id; an item without one is sent as inline price_data. */
    priceIds: Record<string, string>;
  };
  customerPortalUrl: string;
  /** The Minecraft server players join: its address (host[:port]) and Java Edition version. */
  minecraft: { serverAddress: string; version: string };
  /** Floodgate's prefix of Bedrock players' names (one safe character), or undefined: Java names only. */
  floodgatePrefix: string | undefined;
  rateLimit: { ipPerMinute: number; userPerMinute: number; signInPerMinute: number };
  /** Concurrent live-update (SSE) streams one client address may hold on one instance. */
  sseMaxPerAddress: number;
  /** Concurrent live-update streams one instance holds in all; past it a new stream gets 503. */
  sseMaxPerInstance: number;
  /** Game API requests one key may make per second on one instance (bursts of as many); past it 429. */
  gameApiRatePerSecond: number;
  /** Request bodies one instance holds in memory at once, in bytes; a write past it gets 503. */
  bodyBufferBytes: number;
  linkCodeTtlMinutes: number;
  /** Who may read the Prometheus metrics: these addresses and ranges, or a request with the token. */
  metrics: { allow: string[]; token: string | undefined };
  s3: { bucket: string; region: string; endpoint?: string; accessKeyId?: string; secretAccessKey?: string } | undefined;
  /** Mail to players: none without SMTP_URL (tests, or production not set up); standIn: `npm start` runs it. */
  mail: { smtpUrl: string | undefined; from: string; standIn: boolean };
}

const PRODUCTION_REQUIRED = [
  'DISCORD_CLIENT_ID',
  'DISCORD_CLIENT_SECRET',
  'SESSION_SECRET',
  'PUBLIC_URL',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  // Players are told to join it: a placeholder address would send them nowhere.
  'MINECRAFT_SERVER_ADDRESS',
] as const;

export class ConfigError extends Error {}

/** Shorter than this, a session secret can be guessed offline from one signed cookie. */
export const MIN_SESSION_SECRET_LENGTH = 32;
/** The development SMTP stand-in `npm start` runs (src/server/integrations/mail/stand-in.ts). */
export const DEV_SMTP_URL = 'smtp://127.0.0.1:2525';
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/** Settings that let production start but leave it open: each refused with what to do instead. */
function weakProductionSettings(env: Env): string[] {
  const weak: string[] = [];
  if (env.SESSION_SECRET && env.SESSION_SECRET.length < MIN_SESSION_SECRET_LENGTH)
    weak.push(
      `SESSION_SECRET is ${env.SESSION_SECRET.length} characters; use at least ${MIN_SESSION_SECRET_LENGTH} random ones (openssl rand -base64 48).`,
    );
  const url = env.PUBLIC_URL ? parseUrl(env.PUBLIC_URL) : null;
  if (env.PUBLIC_URL && !url) weak.push(`PUBLIC_URL is not a URL; set the https:// address visitors use.`);
  if (url && url.protocol !== 'https:' && !LOCAL_HOSTS.has(url.hostname))
    weak.push(
      `PUBLIC_URL is ${url.protocol}//…; serve the site over HTTPS (a reverse proxy such as Caddy) and set its https:// address.`,
    );
  if (env.STRIPE_SECRET_KEY?.startsWith('sk_test_') && env.ALLOW_STRIPE_TEST_KEYS !== 'true')
    weak.push(
      'STRIPE_SECRET_KEY is a test key (sk_test_…), which takes no real payments; set the live key (sk_live_…), or ALLOW_STRIPE_TEST_KEYS=true on a staging site.',
    );
  return weak;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  if (isProduction) {
    const missing = PRODUCTION_REQUIRED.filter((k) => !env[k]);
    if (missing.length > 0) {
      throw new ConfigError(
        `Refusing to start in production: missing required settings:\n${missing.map((m) => `  ${m}`).join('\n')}`,
      );
    }
    const weak = weakProductionSettings(env);
    if (weak.length > 0)
      throw new ConfigError(`Refusing to start in production: weak settings:\n${weak.map((w) => `  ${w}`).join('\n')}`);
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const standIn = !env.DISCORD_CLIENT_ID || !env.DISCORD_CLIENT_SECRET;
  const stripeStandIn = !env.STRIPE_SECRET_KEY;
  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    trustProxyHops: env.TRUST_PROXY === 'true' ? 1 : env.TRUST_PROXY === 'false' ? 0 : Number(env.TRUST_PROXY),
    publicUrl,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    embeddedPgPort: env.EMBEDDED_PG_PORT,
    seedDemoData: env.SEED_DEMO_DATA ? env.SEED_DEMO_DATA === 'true' : !isProduction,
    logLevel: env.LOG_LEVEL,
    sessionSecret: env.SESSION_SECRET ?? 'development-only-session-secret-change-me-0123456789',
    discord: {
      clientId: env.DISCORD_CLIENT_ID ?? 'dev-client',
      clientSecret: env.DISCORD_CLIENT_SECRET ?? 'dev-secret',
      baseUrl: (env.DISCORD_BASE_URL ?? (standIn ? `${publicUrl}/dev/discord` : 'https://discord.com')).replace(
        /\/$/,
        '',
      ),
      guildId: env.DISCORD_GUILD_ID ?? (standIn ? 'dev-guild' : undefined),
      defaultInvite: env.DISCORD_INVITE_URL,
      // With the stand-in, development posts to its webhook so /dev/discord shows them.
      staffWebhookUrl:
        env.DISCORD_STAFF_WEBHOOK_URL ??
        (standIn && !isProduction ? `${publicUrl}/dev/discord/api/webhooks/dev/staff` : undefined),
      standIn,
    },
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY ?? 'sk_test_stand_in',
      webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? 'whsec_stand_in_development_only',
      apiUrl: env.STRIPE_API_URL ?? (stripeStandIn ? `${publicUrl}/dev/stripe` : undefined),
      standIn: stripeStandIn,
      revenueSharePercent: env.STRIPE_REVENUE_SHARE_PERCENT,
      priceIds: env.STRIPE_PRICE_IDS ?? {},
    },
    customerPortalUrl: env.CUSTOMER_PORTAL_URL,
    // The default address is a placeholder in the reserved .example domain: a real server sets its own.
    minecraft: {
      serverAddress: env.MINECRAFT_SERVER_ADDRESS ?? 'play.cobbleleague.example',
      version: env.MINECRAFT_VERSION ?? '1.21.1',
    },
    floodgatePrefix: env.FLOODGATE_PREFIX,
    rateLimit: {
      ipPerMinute: env.RATE_LIMIT_IP_PER_MINUTE,
      userPerMinute: env.RATE_LIMIT_USER_PER_MINUTE,
      signInPerMinute: env.RATE_LIMIT_SIGN_IN_PER_MINUTE,
    },
    sseMaxPerAddress: env.SSE_MAX_PER_ADDRESS,
    sseMaxPerInstance: env.SSE_MAX_PER_INSTANCE,
    gameApiRatePerSecond: env.GAME_API_RATE_PER_SECOND,
    bodyBufferBytes: env.UPLOAD_BUFFER_MB * 1024 * 1024,
    linkCodeTtlMinutes: env.LINK_CODE_TTL_MINUTES,
    metrics: { allow: env.METRICS_ALLOW, token: env.METRICS_TOKEN },
    mail: {
      smtpUrl: env.SMTP_URL ?? (env.NODE_ENV === 'development' ? DEV_SMTP_URL : undefined),
      from: env.MAIL_FROM,
      standIn: !env.SMTP_URL && env.NODE_ENV === 'development',
    },
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
  };
}
