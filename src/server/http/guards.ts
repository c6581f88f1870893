import type { MiddlewareHandler } from 'hono';
import type { UserRole } from '../../domain/shared/elements.ts';
import type { AppContext, AppEnv, SessionUser } from './context.ts';
import { AppError } from './errors.ts';

/** The signed-in user of this request, or null; the session is read once per request. */
export async function currentUser(c: AppContext): Promise<SessionUser | null> {
  const cached = c.get('user');
  if (cached !== undefined) return cached;
  let user: SessionUser | null = null;
  if (c.req.header('cookie')?.includes('session_token')) {
    const session = await c.var.deps.auth.api.getSession({ headers: c.req.raw.headers });
    if (session) {
      const u = session.user as typeof session.user & { role?: string; discordId?: string | null };
      user = {
        id: u.id,
        name: u.name,
        image: u.image ?? null,
        role: (u.role as SessionUser['role']) ?? 'player',
        discordId: u.discordId ?? null,
      };
    }
  }
  c.set('user', user);
  return user;
}

export async function userOrThrow(c: AppContext): Promise<SessionUser> {
  const user = await currentUser(c);
  if (!user) throw AppError.unauthorized();
  return user;
}

export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  await userOrThrow(c);
  return next();
};

const RANK: Record<UserRole, number> = { player: 0, staff: 1, admin: 2 };

/** Staff may do what staff may do; admins may do everything staff may. */
export function requireRole(role: Exclude<UserRole, 'player'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = await userOrThrow(c);
    if (RANK[user.role] < RANK[role]) throw AppError.forbidden();
    return next();
  };
}
