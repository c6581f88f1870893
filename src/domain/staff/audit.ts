import { z } from 'zod';
import { plainText, happenedAt } from '../shared/inputs.ts';
import { pageQuery } from './paging.ts';

const filter = (label: string, max: number) =>
  plainText(label)
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .optional()
    .transform((v) => v || undefined);

export const auditQuery = pageQuery
  .extend({
    actor: filter('The actor', 128),
    action: filter('The action', 64),
    targetTable: filter('The target table', 64),
    targetId: filter('The target id', 128),
    from: happenedAt('From').optional(),
    to: happenedAt('To').optional(),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) <= Date.parse(q.to), {
    message: 'From must not be after To.',
    path: ['to'],
  });
export type AuditQuery = z.input<typeof auditQuery>;

export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    actorId: z.string(),
    actorName: z.string().nullable(),
    action: z.string(),
    targetTable: z.string(),
    targetId: z.string(),
    before: z.unknown(),
    after: z.unknown(),
    createdAt: z.string(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;
