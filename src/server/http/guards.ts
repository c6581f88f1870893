import type { MiddlewareHandler } from 'hono';
import type { UserRole } from '../../domain/shared/elements.ts';
import { createSessionReader, toSessionUser, type SessionReader } from '../auth/session-read.ts';
import type { AppContext, AppEnv, SessionUser } from './context.ts';
import { AppError } from './errors.ts';

const readers = new WeakMap<object, Promise<SessionReader>>();

/** The signed-in user of this request, or null; the session is read once per request. */
export async function currentUser(c: AppContext): Promise<SessionUser | null> {
  const cached = c.get('user');
  if (cached !== undefined) return cached;
  let user: SessionUser | null = null;
  const cookie = c.req.header('cookie');
  if (cookie?.includes('session_token')) {
    const { auth, db } = c.get('deps');
    let reader = readers.get(auth);
    if (!reader) {
      reader = createSessionReader(db, auth);
      readers.set(auth, reader);
      // A reader that failed to start is not kept: the next request tries again.
      reader.catch(() => readers.delete(auth));
    }
    const read = await (await reader).read(cookie);
    user = read === undefined ? await sessionFromBetterAuth(c) : read;
  }
  c.set('user', user);
  return user;
}

/** better-auth's read, for what ours leaves to it: the daily refresh extends the session and resends its cookie. */
async function sessionFromBetterAuth(c: AppContext): Promise<SessionUser | null> {
  const { headers, response: session } = await c
    .get('deps')
    .auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
  for (const cookie of headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
  return session
    ? toSessionUser(session.user as typeof session.user & { role?: string; discordId?: string | null })
    : null;
}

/** What a guarded route's handler sees: `c.get('user')` is the signed-in user, never null. */
export type SignedIn = { Variables: { user: SessionUser } };

const RANK: Record<UserRole, number> = { player: 0, staff: 1, admin: 2 };

function guard(role: UserRole): MiddlewareHandler<SignedIn> {
  const check: MiddlewareHandler<AppEnv> = async (c, next) => {
    const user = await currentUser(c);
    if (!user) throw AppError.unauthorized();
    if (RANK[user.role] < RANK[role]) throw AppError.forbidden();
    return next();
  };
  // The check above is what makes the narrower type true: past it, c.get('user') is set and not null.
  return check as unknown as MiddlewareHandler<SignedIn>;
}

/**
 * Route middleware (`middleware: requireUser` in createRoute): 401 unless signed in; the handler
 * then reads the user as `c.get('user')`.
 */
export const requireUser = guard('player');

/** Like requireUser, and 403 below the role; admins may do everything staff may. */
export function requireRole(role: Exclude<UserRole, 'player'>): MiddlewareHandler<SignedIn> {
  return guard(role);
}
