import { and, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { AuditEntry } from '../../../domain/staff/audit.ts';
import { pageWindow, toPage } from '../../../domain/staff/paging.ts';
import type { Database } from '../../db/client.ts';
import { auditLog, user } from '../../db/schema/index.ts';
import { withCustomPlans } from '../../db/search.ts';

interface Filter {
  page: number;
  actor?: string;
  action?: string;
  targetTable?: string;
  targetId?: string;
  from?: string;
  to?: string;
}

/** The audit log, newest first. The actor filter takes an account id or an exact account name. */
export async function listAudit(db: Database, f: Filter) {
  const where: SQL[] = [];
  if (f.actor) {
    // Names resolved first, so the log is searched by its (actor, id) index.
    const named = await db.select({ id: user.id }).from(user).where(eq(user.name, f.actor));
    where.push(inArray(auditLog.actorId, [f.actor, ...named.map((u) => u.id)]));
  }
  if (f.action) where.push(eq(auditLog.action, f.action));
  if (f.targetTable) where.push(eq(auditLog.targetTable, f.targetTable));
  if (f.targetId) where.push(eq(auditLog.targetId, f.targetId));
  if (f.from) where.push(gte(auditLog.createdAt, new Date(f.from)));
  if (f.to) where.push(lte(auditLog.createdAt, new Date(f.to)));
  const { offset, limit } = pageWindow(f.page);
  const rows = await withCustomPlans(db, (tx) =>
    tx
      .select({
        id: auditLog.id,
        actorId: auditLog.actorId,
        actorName: user.name,
        action: auditLog.action,
        targetTable: auditLog.targetTable,
        targetId: auditLog.targetId,
        before: auditLog.before,
        after: auditLog.after,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .leftJoin(user, eq(user.id, auditLog.actorId))
      .where(and(...where))
      .orderBy(desc(auditLog.id))
      .offset(offset)
      .limit(limit),
  );
  return toPage(
    rows.map((r): AuditEntry => ({ ...r, createdAt: r.createdAt.toISOString() })),
    f.page,
  );
}
