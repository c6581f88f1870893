import { z } from 'zod';
import { REVIEW_STATUSES } from '../forms/enums.ts';
import { plainText } from '../shared/inputs.ts';
import { pageQuery } from '../staff/paging.ts';

// The five support queues staff answer, and the words shared by the staff screens and My requests.

export const QUEUE_IDS = ['tickets', 'bugs', 'features', 'appeals', 'reports'] as const;
export type QueueId = (typeof QUEUE_IDS)[number];

export const QUEUE_LABELS: Record<QueueId, string> = {
  tickets: 'Support tickets',
  bugs: 'Bug reports',
  features: 'Feature requests',
  appeals: 'Ban appeals',
  reports: 'Player reports',
};

/** Everything a player can file: the five queues and the gym leader application. */
export const REQUEST_KINDS = [...QUEUE_IDS, 'application'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

export type RequestStatus = (typeof REVIEW_STATUSES)[number];
export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  open: 'Open',
  in_progress: 'In progress',
  resolved: 'Resolved',
  declined: 'Declined',
};

const text = (label: string, max: number) =>
  plainText(label).trim().min(1, `${label} is required.`).max(max, `${label} must be at most ${max} characters.`);

const optionalFilter = (label: string, max: number) =>
  plainText(label)
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .optional()
    .transform((v) => v || undefined);

export const queueParam = z.object({
  queue: z.enum(QUEUE_IDS, { error: `The queue must be one of ${QUEUE_IDS.join(', ')}.` }),
});
export const itemParams = queueParam.extend({ id: z.uuid({ error: 'The id must be a UUID.' }) });

export const queueListQuery = pageQuery.extend({
  status: z.enum(REVIEW_STATUSES, { error: `The status must be one of ${REVIEW_STATUSES.join(', ')}.` }).optional(),
  /** "me", "none" or an account id. */
  assignee: optionalFilter('The assignee', 128),
  q: optionalFilter('The search', 100),
});

export const queueUpdateSchema = z
  .strictObject({
    status: z.enum(REVIEW_STATUSES, { error: `The status must be one of ${REVIEW_STATUSES.join(', ')}.` }).optional(),
    /** null: unassigned. */
    assigneeId: plainText('The assignee')
      .min(1)
      .max(128, 'The assignee must be at most 128 characters.')
      .nullable()
      .optional(),
  })
  .refine((u) => u.status !== undefined || u.assigneeId !== undefined, 'Give a status or an assignee.');

/** What staff write: an internal note or a reply to the submitter. */
export const MESSAGE_KINDS = ['note', 'reply'] as const;
/** Every entry of a thread: staff notes and replies, the player's answers, status changes (the new status). */
export const THREAD_ENTRY_KINDS = [...MESSAGE_KINDS, 'answer', 'status'] as const;
export type ThreadEntryKind = (typeof THREAD_ENTRY_KINDS)[number];
export const messageSchema = z.strictObject({
  /** note: internal, staff only; reply: shown to the submitter. */
  kind: z.enum(MESSAGE_KINDS, { error: 'The kind must be note or reply.' }),
  body: text('The message', 4000),
});

/** At most a year; no duration on a ban makes it permanent. */
export const MAX_ACTION_MINUTES = 525_600;
export const gameActionSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('pardon'), reason: text('The reason', 500) }),
    z.strictObject({
      kind: z.enum(['warn', 'ban']),
      reason: text('The reason', 500),
      durationMinutes: z
        .number({ error: 'The duration must be a number of minutes.' })
        .int('The duration must be a whole number of minutes.')
        .min(1, 'The duration must be at least 1 minute.')
        .max(MAX_ACTION_MINUTES, `The duration must be at most ${MAX_ACTION_MINUTES} minutes.`)
        .nullable()
        .default(null),
    }),
  ],
  { error: 'The action must be pardon, warn or ban.' },
);
export type GameActionInput = z.infer<typeof gameActionSchema>;

export const requestMessage = z.object({
  id: z.string(),
  kind: z.enum(THREAD_ENTRY_KINDS),
  body: z.string(),
  authorName: z.string().nullable(),
  createdAt: z.string(),
});
export type RequestMessage = z.infer<typeof requestMessage>;

export const queueItemSchema = z
  .object({
    id: z.string(),
    queue: z.enum(QUEUE_IDS),
    title: z.string(),
    status: z.enum(REVIEW_STATUSES),
    submitterId: z.string(),
    submitterName: z.string().nullable(),
    assigneeId: z.string().nullable(),
    assigneeName: z.string().nullable(),
    createdAt: z.string(),
    /** The player answered after the last staff reply: the item waits for staff. */
    playerAnswered: z.boolean(),
  })
  .meta({ id: 'QueueItem' });
export type QueueItem = z.infer<typeof queueItemSchema>;

export const queueDetailSchema = z
  .object({
    item: queueItemSchema,
    /** The submitted form, field by field (labels in the web). */
    fields: z.record(z.string(), z.unknown()),
    messages: z.array(requestMessage),
  })
  .meta({ id: 'QueueItemDetail' });
export type QueueDetail = z.infer<typeof queueDetailSchema>;
