import { z } from 'zod';
import { REQUEST_KINDS, requestMessage } from './queues.ts';

// What a player sees of everything they filed.

export const myRequestSchema = z
  .object({
    kind: z.enum(REQUEST_KINDS),
    id: z.string(),
    title: z.string(),
    /** The item's own status word (a queue's or the application's). */
    status: z.string(),
    createdAt: z.string(),
    /** What the player wrote, under the form's labels (the title aside). */
    submitted: z.array(z.object({ label: z.string(), value: z.string() })),
    /** The thread as the player sees it: staff replies, their own answers, status changes (no notes). */
    thread: z.array(requestMessage),
    /** The staff replies alone. */
    replies: z.array(requestMessage),
    unread: z.boolean(),
    /** How many staff replies came after the player last opened the item. */
    unreadReplies: z.number().int(),
    /** Whether the player can answer now (the five queues: open, or closed within the reopen window). */
    canAnswer: z.boolean(),
    /** A closed item that can still be reopened: until when. */
    reopenUntil: z.string().nullable(),
  })
  .meta({ id: 'MyRequest' });
export type MyRequest = z.infer<typeof myRequestSchema>;

export const myRequestsSchema = z.object({ items: z.array(myRequestSchema) }).meta({ id: 'MyRequests' });
/** How many staff replies the player has not seen yet, over all their requests: the account menu's count. */
export const unreadSchema = z.object({ unread: z.number().int() }).meta({ id: 'MyRequestsUnread' });

export const myRequestParams = z.object({
  kind: z.enum(REQUEST_KINDS, { error: `The kind must be one of ${REQUEST_KINDS.join(', ')}.` }),
  id: z.uuid({ error: 'The id must be a UUID.' }),
});

/** Every kind takes the player's answers: the five queues and the gym leader application (threads.ts says when). */
export const answerParams = myRequestParams;

export const answerResultSchema = z
  .object({ id: z.string(), body: z.string(), createdAt: z.string(), status: z.string(), reopened: z.boolean() })
  .meta({ id: 'MyRequestAnswer' });

export { MY_REQUEST_TABLES } from './tables.ts';
/** Each kind shows at most this many of its newest items. */
export const MY_REQUESTS_PER_KIND = 50;
