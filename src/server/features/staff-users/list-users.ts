import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { pageWindow, toPage } from '../../../domain/staff/paging.ts';
import type { StaffUser } from '../../../domain/staff/users.ts';
import type { UserRole } from '../../../domain/shared/elements.ts';
import type { Database } from '../../db/client.ts';
import { user } from '../../db/schema/index.ts';
import { containsPattern, withCustomPlans } from '../../db/search.ts';

/** Accounts by name, searched by name or exact Discord id, optionally of one role. */
export async function listUsers(db: Database, q: { page: number; q?: string; role?: UserRole }) {
  const where: SQL[] = [];
  if (q.q) where.push(or(ilike(user.name, containsPattern(q.q)), eq(user.discordId, q.q))!);
  if (q.role) where.push(eq(user.role, q.role));
  const { offset, limit } = pageWindow(q.page);
  const rows = await withCustomPlans(db, (tx) =>
    tx
      .select({
        id: user.id,
        name: user.name,
        image: user.image,
        discordId: user.discordId,
        role: user.role,
        createdAt: user.createdAt,
        gymLeader: sql<boolean>`exists (select 1 from gym_leaders g where g.user_id = "user"."id" and g.active)`,
      })
      .from(user)
      .where(and(...where))
      .orderBy(asc(user.name), asc(user.id))
      .offset(offset)
      .limit(limit),
  );
  return toPage(
    rows.map((r): StaffUser => ({ ...r, role: r.role as UserRole, createdAt: r.createdAt.toISOString() })),
    q.page,
  );
}
