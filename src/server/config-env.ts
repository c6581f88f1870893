import { isIP } from 'node:net';
import { z } from 'zod';
import { floodgatePrefix } from '../domain/game/minecraft-name.ts';
import { minecraftServerAddress, minecraftVersion } from '../domain/site/site-config.ts';

// Every setting the server reads, as the environment gives it, validated once at start-up (config.ts makes the
// server's Config of it). Documented in README.md.
const optional = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/** An IPv4 or IPv6 address, or one with a /prefix length. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  // `true` is one proxy; a number is how many proxies in a row add their entry to X-Forwarded-For.
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d{1,2})$/, 'Expected true, false or a number of proxies')
    .default('false'),
  PUBLIC_URL: optional,
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: optional,
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(5433),
  SEED_DEMO_DATA: z.enum(['true', 'false']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_SECRET: optional,
  DISCORD_CLIENT_ID: optional,
  DISCORD_CLIENT_SECRET: optional,
  DISCORD_BASE_URL: optional,
  DISCORD_GUILD_ID: optional,
  DISCORD_INVITE_URL: z.string().url().default('https://discord.gg/cobbleleague'),
  DISCORD_STAFF_WEBHOOK_URL: z.string().url().optional(),
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_API_URL: optional,
  // A Stripe test key in production takes no real payments: refused unless this says it is meant (a staging site).
  ALLOW_STRIPE_TEST_KEYS: z.enum(['true', 'false']).default('false'),
  STRIPE_REVENUE_SHARE_PERCENT: z.coerce.number().min(0).max(100).default(10),
  // JSON object from catalog item id to Stripe price id, e.g. {"rank-ace-monthly":"price_123"}.
  STRIPE_PRICE_IDS: optional.pipe(
    z
      .string()
      .transform((v, ctx) => {
        try {
          return z.record(z.string(), z.string().regex(/^price_\w+$/)).parse(JSON.parse(v));
        } catch {
          ctx.addIssue({ code: 'custom', message: 'Expected a JSON object of item id to Stripe price id (price_…)' });
          return z.NEVER;
        }
      })
      .optional(),
  ),
  CUSTOMER_PORTAL_URL: z.string().url().default('https://billing.stripe.com/p/login/cobbleleague'),
  // What players type in Multiplayer, and the game version it runs; shown with a Copy button across the site.
  MINECRAFT_SERVER_ADDRESS: optional.pipe(minecraftServerAddress.optional()),
  MINECRAFT_VERSION: optional.pipe(minecraftVersion.optional()),
  // Floodgate's username-prefix when Bedrock players join through Geyser; unset: Java names only.
  FLOODGATE_PREFIX: z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(floodgatePrefix.optional()),
  RATE_LIMIT_IP_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  RATE_LIMIT_USER_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  RATE_LIMIT_SIGN_IN_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  SSE_MAX_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  SSE_MAX_PER_INSTANCE: z.coerce.number().int().min(1).default(2000),
  GAME_API_RATE_PER_SECOND: z.coerce.number().int().min(1).default(100),
  UPLOAD_BUFFER_MB: z.coerce.number().int().min(26).default(128),
  LINK_CODE_TTL_MINUTES: z.coerce.number().int().min(1).max(60).default(10),
  // Who may read /metrics: addresses and CIDR ranges (comma-separated), or a bearer token (docs/operations.md).
  METRICS_ALLOW: z
    .string()
    .default('127.0.0.1,::1')
    .transform((v, ctx) => {
      const entries = v
        .split(',')
        .map((e) => e.trim())
        .filter(Boolean);
      const bad = entries.filter((e) => !isAddressOrRange(e));
      if (bad.length > 0)
        ctx.addIssue({ code: 'custom', message: `Expected IP addresses or CIDR ranges, got ${bad.join(', ')}` });
      return entries;
    }),
  METRICS_TOKEN: optional.pipe(z.string().min(16, 'Expected at least 16 characters').optional()),
  // Where mail to players goes (smtp://user:pass@host:587, smtps://...); development: the local stand-in.
  SMTP_URL: optional,
  MAIL_FROM: z.string().default('Cobble League <no-reply@cobbleleague.example>'),
  S3_BUCKET: optional,
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
});

export type Env = z.infer<typeof envSchema>;
