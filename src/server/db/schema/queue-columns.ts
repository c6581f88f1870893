import { index, text, type ExtraConfigColumn } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

// Columns several tables share: the user a row belongs to, and what a staff review queue keeps on each item.

export const userRef = (name = 'user_id') =>
  text(name)
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });
export const reviewStatus = () => text('status').notNull().default('open');
/** The staff member who took the item; null while nobody has. */
export const assignee = () => text('assignee_id').references(() => user.id, { onDelete: 'set null' });
/**
 * The indexes of a support queue's staff list: newest first, by status or assignee, and a trigram
 * index for searching its title by any part.
 */
export const queueIndexes = (
  name: string,
  t: Record<'status' | 'assigneeId' | 'createdAt' | 'id', ExtraConfigColumn>,
  title: ExtraConfigColumn,
  owner: ExtraConfigColumn,
) => [
  index(`${name}_created_idx`).on(t.createdAt, t.id),
  index(`${name}_status_idx`).on(t.status, t.createdAt, t.id),
  index(`${name}_assignee_idx`).on(t.assigneeId, t.createdAt, t.id),
  index(`${name}_owner_idx`).on(owner, t.createdAt),
  index(`${name}_title_trgm_idx`).using('gin', title.op('gin_trgm_ops')),
];
