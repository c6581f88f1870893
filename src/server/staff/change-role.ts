import { eq } from 'drizzle-orm';
import type { UserRole } from '../../domain/shared/elements.ts';
import { LAST_ADMIN_OTHER, LAST_ADMIN_SELF } from '../../domain/staff/users.ts';
import type { Database } from '../db/client.ts';
import { user } from '../db/schema/index.ts';
import { AppError } from '../http/errors.ts';
import { recordAudit } from './audit.ts';

/**
 * An admin sets another account's role. The session reads the role from the user table on every
 * request, so the change holds from the next request. The admins are locked first so two admins
 * demoting each other at once cannot leave the site without one.
 */
export async function changeRole(db: Database, actor: { id: string }, userId: string, role: UserRole) {
  return db.transaction(async (tx) => {
    const admins = await tx.select({ id: user.id }).from(user).where(eq(user.role, 'admin')).for('update');
    const [target] = await tx
      .select({ id: user.id, name: user.name, role: user.role })
      .from(user)
      .where(eq(user.id, userId))
      .for('update');
    if (!target) throw AppError.notFound('No account has this id.');
    if (target.role === role) return { id: target.id, name: target.name, role };
    if (target.role === 'admin' && admins.length <= 1)
      throw AppError.conflict(target.id === actor.id ? LAST_ADMIN_SELF : LAST_ADMIN_OTHER);
    await tx.update(user).set({ role, updatedAt: new Date() }).where(eq(user.id, userId));
    await recordAudit(tx, {
      actor,
      action: 'user.role',
      target: { table: 'user', id: userId },
      before: { name: target.name, role: target.role },
      after: { name: target.name, role },
    });
    return { id: target.id, name: target.name, role };
  });
}
