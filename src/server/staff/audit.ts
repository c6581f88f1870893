import type { Tx } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

/** The actor of what the server does by itself (a background job), shown as `system` in the log. */
export const SYSTEM_ACTOR = { id: 'system' } as const;

export interface AuditRecord {
  /** The signed-in staff member or admin who acted, or SYSTEM_ACTOR. */
  actor: { id: string };
  /** What was done, as `area.verb`, e.g. `user.role`, `event.create`, `game_key.revoke`. */
  action: string;
  /** The changed record: its table and id. */
  target: { table: string; id: string };
  before?: unknown;
  after?: unknown;
}

/**
 * Appends one entry to the audit log. Call it with the transaction of the action itself, so an
 * action that fails leaves no entry and an entry that fails undoes the action.
 */
export async function recordAudit(tx: Tx, r: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: r.actor.id,
    action: r.action,
    targetTable: r.target.table,
    targetId: r.target.id,
    before: r.before ?? null,
    after: r.after ?? null,
  });
}
