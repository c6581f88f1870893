import { betterAuth } from 'better-auth';
import { eq } from 'drizzle-orm';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins';
import type { BetterAuthPlugin } from 'better-auth';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { schema } from '../db/client.ts';
import { errorBody } from '../http/errors.ts';
import { fetchDiscordProfile } from '../integrations/discord/oauth.ts';

export const DISCORD_PROVIDER = 'discord';
const BASE_PATH = '/api/auth';

/**
 * The better-auth endpoints the site uses (under /api/auth); every other one answers 404. The
 * rest (update-user, get-access-token, list-accounts, delete-user, …) would let a page script
 * rename its user past our own validation, or read the Discord access token; get-session would hand
 * it the raw session token, IP address and user agent (the app reads who is signed in from /api/me).
 */
export const AUTH_PATHS = [
  '/sign-in/social',
  `/callback/${DISCORD_PROVIDER}`,
  `/oauth2/callback/${DISCORD_PROVIDER}`,
  '/sign-out',
  '/error',
] as const;

const allowList: BetterAuthPlugin = {
  id: 'path-allow-list',
  onRequest: async (req) => {
    const path = new URL(req.url).pathname.slice(BASE_PATH.length).replace(/\/+$/, '');
    if ((AUTH_PATHS as readonly string[]).includes(path)) return;
    return { response: Response.json(errorBody('not_found', 'Not found.'), { status: 404 }) };
  },
};

/**
 * Sign-in is Discord only: authorization code + PKCE + state through better-auth's generic OAuth
 * plugin, so the Discord base URL can point at the local stand-in in development and tests.
 */
export function createAuth(config: Config, db: Database) {
  const { discord } = config;
  // Behind https the cookies are Secure, whatever NODE_ENV says.
  const secure = new URL(config.publicUrl).protocol === 'https:';
  return betterAuth({
    baseURL: config.publicUrl,
    basePath: BASE_PATH,
    secret: config.sessionSecret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
      },
    }),
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'player', input: false },
        discordId: { type: 'string', required: false, input: false },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      // A session used after a day is extended: the automatic refresh.
      updateAge: 60 * 60 * 24,
    },
    account: { accountLinking: { enabled: false } },
    databaseHooks: {
      account: {
        create: {
          // The Discord id is the account's identity on the game side too: keep it on the user.
          after: async (acc) => {
            if (acc.providerId !== DISCORD_PROVIDER) return;
            await db.update(schema.user).set({ discordId: acc.accountId }).where(eq(schema.user.id, acc.userId));
          },
        },
      },
    },
    emailAndPassword: { enabled: false },
    advanced: {
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
      database: { generateId: () => crypto.randomUUID() },
    },
    logger: { disabled: config.env === 'test' },
    // Our own middleware limits writes in PostgreSQL across instances.
    rateLimit: { enabled: false },
    plugins: [
      allowList,
      genericOAuth({
        config: [
          {
            providerId: DISCORD_PROVIDER,
            name: 'Discord',
            clientId: discord.clientId,
            clientSecret: discord.clientSecret,
            authorizationUrl: `${discord.baseUrl}/oauth2/authorize`,
            tokenUrl: `${discord.baseUrl}/api/oauth2/token`,
            scopes: ['identify', 'email'],
            pkce: true,
            getUserInfo: (tokens) => fetchDiscordProfile(discord.baseUrl, tokens.accessToken ?? ''),
          },
        ],
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
