import { bigserial, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './util.ts';

/**
 * Every staff and admin action: who, what, which record, before and after, and when. Append-only:
 * a trigger refuses UPDATE, DELETE and TRUNCATE. The actor is a plain id (no foreign key) so that
 * deleting an account can never touch the trail.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: text('actor_id').notNull(),
    action: text('action').notNull(),
    targetTable: text('target_table').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_actor_idx').on(t.actorId, t.id),
    index('audit_log_action_idx').on(t.action, t.id),
    index('audit_log_target_idx').on(t.targetTable, t.targetId, t.id),
  ],
);
