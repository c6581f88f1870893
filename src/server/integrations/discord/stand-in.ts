import { createHash, randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { webhookStandIn } from './webhook-stand-in.ts';
import { DEMO_DISCORD_USERS } from '../../db/seed/demo-users.ts';

/**
 * A local stand-in for Discord's OAuth2 and API, for development and tests without credentials.
 * It speaks the same protocol: authorize page, code + PKCE token exchange, /users/@me, guild widget.
 * Never mounted in production.
 */
interface StandInUser {
  id: string;
  username: string;
  global_name: string;
  email: string;
}
interface PendingCode {
  user: StandInUser;
  clientId: string;
  redirectUri: string;
  challenge: string | null;
  expiresAt: number;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const token = () => randomBytes(24).toString('base64url');

function userFromName(name: string): StandInUser {
  const digits = BigInt(`0x${createHash('sha256').update(name).digest('hex').slice(0, 15)}`)
    .toString()
    .padStart(18, '2');
  const id = `2${digits.slice(0, 17)}`;
  return {
    id,
    username: name.toLowerCase().replace(/[^a-z0-9_.]/g, '') || 'user',
    global_name: name,
    email: `${id}@example.test`,
  };
}

const demoUsers: StandInUser[] = DEMO_DISCORD_USERS.map((u) => ({
  id: u.discordId,
  username: u.username,
  global_name: u.globalName,
  email: `${u.username}@example.test`,
}));

/** Discord's answers when redirect_uri is not one registered for the application (exact match). */
const INVALID_REDIRECT_PAGE = 'Invalid OAuth2 redirect_uri';
const INVALID_REDIRECT_TOKEN = { error: 'invalid_request', error_description: 'Invalid "redirect_uri" in request.' };

export function createDiscordStandIn(opts: {
  clientId: string;
  clientSecret: string;
  /** The application's registered redirect URIs; Discord sends a code to no other address. */
  redirectUris: string[];
  onlineCount?: number;
}) {
  const registered = (uri: string) => opts.redirectUris.includes(uri);
  const codes = new Map<string, PendingCode>();
  const tokens = new Map<string, StandInUser>();
  const app = new Hono();

  app.get('/oauth2/authorize', (c) => {
    const q = c.req.query();
    if (q.client_id !== opts.clientId || !q.redirect_uri || q.response_type !== 'code') {
      return c.text(
        'Invalid OAuth2 request: unknown client_id, missing redirect_uri or response_type is not code.',
        400,
      );
    }
    if (!registered(q.redirect_uri)) return c.text(INVALID_REDIRECT_PAGE, 400);
    const hidden = ['client_id', 'redirect_uri', 'state', 'code_challenge', 'code_challenge_method', 'scope']
      .map((k) => `<input type="hidden" name="${k}" value="${esc(q[k] ?? '')}">`)
      .join('');
    const buttons = demoUsers
      .map((u, i) => {
        const about = DEMO_DISCORD_USERS[i]?.about ?? '';
        return `<li><button name="user_id" value="${esc(u.id)}">${esc(u.global_name)} <small>@${esc(u.username)} · ${esc(about)}</small></button></li>`;
      })
      .join('');
    return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Discord (development stand-in)</title>
<style>body{font-family:system-ui;background:#313338;color:#f2f3f5;max-width:32rem;margin:3rem auto;padding:1rem}
button{width:100%;text-align:left;padding:.75rem;margin:.25rem 0;border-radius:.5rem;border:0;background:#5865f2;color:#fff;font-size:1rem;cursor:pointer}
small{opacity:.8} ul{list-style:none;padding:0} input[type=text]{width:100%;padding:.6rem;border-radius:.4rem;border:0;font-size:1rem}</style></head>
<body><h1>Authorize access</h1><p>Development stand-in for Discord. Choose who signs in:</p>
<form method="post">${hidden}<ul>${buttons}</ul></form>
<form method="post">${hidden}<label for="new_name">Or sign in as a new Discord user</label>
<input type="text" id="new_name" name="new_name" required maxlength="32" placeholder="Display name"><button>Continue as new user</button></form>
</body></html>`);
  });

  app.post('/oauth2/authorize', async (c) => {
    const form = await c.req.parseBody();
    const get = (k: string) => (typeof form[k] === 'string' ? (form[k] as string) : '');
    if (get('client_id') !== opts.clientId || !get('redirect_uri')) return c.text('Invalid OAuth2 request.', 400);
    if (!registered(get('redirect_uri'))) return c.text(INVALID_REDIRECT_PAGE, 400);
    const newName = get('new_name').trim();
    const user = newName ? userFromName(newName) : demoUsers.find((u) => u.id === get('user_id'));
    if (!user) return c.text('Unknown user.', 400);
    const code = token();
    codes.set(code, {
      user,
      clientId: get('client_id'),
      redirectUri: get('redirect_uri'),
      challenge: get('code_challenge') || null,
      expiresAt: Date.now() + 60_000,
    });
    const target = new URL(get('redirect_uri'));
    target.searchParams.set('code', code);
    if (get('state')) target.searchParams.set('state', get('state'));
    return c.redirect(target.toString(), 302);
  });

  app.post('/api/oauth2/token', async (c) => {
    const form = await c.req.parseBody();
    const get = (k: string) => (typeof form[k] === 'string' ? (form[k] as string) : '');
    let clientId = get('client_id');
    let clientSecret = get('client_secret');
    const basic = c.req.header('authorization');
    if (basic?.startsWith('Basic ')) {
      const [id, secret] = Buffer.from(basic.slice(6), 'base64').toString().split(':');
      clientId = decodeURIComponent(id ?? '');
      clientSecret = decodeURIComponent(secret ?? '');
    }
    if (clientId !== opts.clientId || clientSecret !== opts.clientSecret)
      return c.json({ error: 'invalid_client' }, 401);
    if (get('grant_type') !== 'authorization_code') return c.json({ error: 'unsupported_grant_type' }, 400);
    const pending = codes.get(get('code'));
    codes.delete(get('code')); // single use, even when the exchange fails
    if (!registered(get('redirect_uri'))) return c.json(INVALID_REDIRECT_TOKEN, 400);
    if (
      !pending ||
      pending.expiresAt < Date.now() ||
      pending.clientId !== clientId ||
      pending.redirectUri !== get('redirect_uri')
    ) {
      return c.json({ error: 'invalid_grant', error_description: 'Invalid "code" in request.' }, 400);
    }
    if (pending.challenge) {
      const computed = createHash('sha256').update(get('code_verifier')).digest('base64url');
      if (computed !== pending.challenge)
        return c.json({ error: 'invalid_grant', error_description: 'Invalid "code_verifier".' }, 400);
    }
    const access = token();
    tokens.set(access, pending.user);
    return c.json({
      access_token: access,
      token_type: 'Bearer',
      expires_in: 604800,
      refresh_token: token(),
      scope: 'identify email',
    });
  });

  app.get('/api/users/@me', (c) => {
    const user = tokens.get(c.req.header('authorization')?.replace(/^Bearer /, '') ?? '');
    if (!user) return c.json({ message: '401: Unauthorized', code: 0 }, 401);
    return c.json({ ...user, avatar: null, discriminator: '0', verified: true });
  });

  app.get('/api/guilds/:id/widget.json', (c) =>
    c.json({
      id: c.req.param('id'),
      name: 'Cobble League (development)',
      instant_invite: 'https://discord.gg/cobbleleague',
      channels: [],
      members: [],
      presence_count: opts.onlineCount ?? 128,
    }),
  );

  app.route('/', webhookStandIn());
  return app;
}
