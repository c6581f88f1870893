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
    replies: z.array(requestMessage),
    unread: z.boolean(),
  })
  .meta({ id: 'MyRequest' });
export type MyRequest = z.infer<typeof myRequestSchema>;

export const myRequestsSchema = z.object({ items: z.array(myRequestSchema) }).meta({ id: 'MyRequests' });
export const unreadSchema = z.object({ unread: z.number().int() }).meta({ id: 'MyRequestsUnread' });

export const myRequestParams = z.object({
  kind: z.enum(REQUEST_KINDS, { error: `The kind must be one of ${REQUEST_KINDS.join(', ')}.` }),
  id: z.uuid({ error: 'The id must be a UUID.' }),
});

export { MY_REQUEST_TABLES } from './tables.ts';
/** Each kind shows at most this many of its newest items. */
export const MY_REQUESTS_PER_KIND = 50;
