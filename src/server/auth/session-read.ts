import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/client.ts';
import type { SessionUser } from '../http/context.ts';
import type { Auth } from './auth.ts';

// Every signed-in request reads its session. Through better-auth's getSession that costs about 2 ms of
// CPU (an endpoint context per call, the query built anew by the adapter), more than the work of most
// answers. The common case is read here with one prepared statement instead: the cookie's signature
// checked as better-auth signs it (HMAC-SHA256 of the token with the secret, base64), the session and its
// user read together, so a role change or a sign-out elsewhere counts on the very next request.
// Whatever better-auth has to act on (an expired session to delete, one due for its refresh) goes to
// better-auth itself: `undefined` means "ask getSession".

const READ = `
  select s.expires_at, u.id, u.name, u.image, u.role, u.discord_id
  from session s join "user" u on u.id = s.user_id
  where s.token = $1`;

interface Row {
  expires_at: Date;
  id: string;
  name: string;
  image: string | null;
  role: string | null;
  discord_id: string | null;
}

/** The signed-in user as the routes see it, from a user row (ours or better-auth's): one mapping for both reads. */
export function toSessionUser(u: {
  id: string;
  name: string;
  image?: string | null;
  role?: string | null;
  discordId?: string | null;
}): SessionUser {
  const role = u.role === 'staff' || u.role === 'admin' ? u.role : 'player';
  return { id: u.id, name: u.name, image: u.image ?? null, role, discordId: u.discordId ?? null };
}

export interface SessionReader {
  /** The user of a valid session, null when the cookie is not a genuine one, undefined to ask better-auth. */
  read(cookieHeader: string): Promise<SessionUser | null | undefined>;
}

export async function createSessionReader(db: Database, auth: Auth): Promise<SessionReader> {
  const ctx = await auth.$context;
  const cookieName = ctx.authCookies.sessionToken.name;
  const { expiresIn, updateAge } = ctx.sessionConfig;
  const secret = ctx.secret;
  return {
    async read(cookieHeader) {
      const token = signedToken(cookieHeader, cookieName, secret);
      if (token === undefined) return undefined;
      if (token === null) return null;
      const { rows } = await db.$client.query<Row>({ name: 'session-read', text: READ, values: [token] });
      const row = rows[0];
      if (!row) return null;
      const expiresAt = row.expires_at.getTime();
      const now = Date.now();
      // Expired (better-auth deletes it) or due for its refresh (better-auth extends it): better-auth's call.
      if (expiresAt < now || expiresAt - expiresIn * 1000 + updateAge * 1000 <= now) return undefined;
      return toSessionUser({ ...row, discordId: row.discord_id });
    },
  };
}

const SIGNATURE = /^[A-Za-z0-9+/]{43}=$/;

/** The token of a correctly signed session cookie; null when it is forged; undefined when there is none. */
function signedToken(cookieHeader: string, name: string, secret: string): string | null | undefined {
  const value = cookieValue(cookieHeader, name);
  if (value === undefined) return undefined;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  // Standard base64 only, as better-call's atob reads it: Node's decoder would also take '-' and '_'.
  if (!SIGNATURE.test(signature)) return null;
  const expected = createHmac('sha256', secret).update(token).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    let raw = part.slice(eq + 1).trim();
    // A quoted value counts without its quotes, as better-call's parser reads it.
    if (raw.startsWith('"')) raw = raw.slice(1, -1);
    try {
      return decodeURIComponent(raw);
    } catch {
      return undefined;
    }
  }
  return undefined;
}
