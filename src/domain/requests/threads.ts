import { z } from 'zod';
import { plainText } from '../shared/inputs.ts';

// A request is a conversation: the player's form, staff replies, the player's answers and status
// changes. The player may answer while the item is open, and within a window after it was closed;
// an answer to a closed item reopens it into the staff queue.

/** Days after an item was resolved or declined during which the player's answer reopens it. */
export const REOPEN_WINDOW_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The statuses that close an item (the staff decided); any other keeps it in the queue. */
export const CLOSED_STATUSES = ['resolved', 'declined'] as const;
export const isClosed = (status: string) => (CLOSED_STATUSES as readonly string[]).includes(status);

export const MAX_ANSWER_LENGTH = 4000;
export const answerSchema = z.object({
  body: plainText('Your reply')
    .trim()
    .min(1, 'Your reply is required.')
    .max(MAX_ANSWER_LENGTH, `Your reply must be at most ${MAX_ANSWER_LENGTH} characters.`),
});
export type AnswerInput = z.infer<typeof answerSchema>;

export const REOPEN_WINDOW_PASSED = `This request was closed more than ${REOPEN_WINDOW_DAYS} days ago and can no longer be reopened. Please file a new one.`;
/** The `reason` of the 409 that says REOPEN_WINDOW_PASSED. */
export const REOPEN_WINDOW_PASSED_REASON = 'reopen_window_passed';

/** An application takes the player's replies until staff decide it; it is never reopened by a reply. */
export const APPLICATION_ANSWERABLE = ['submitted', 'under_review'] as const;
export const isApplicationAnswerable = (status: string) =>
  (APPLICATION_ANSWERABLE as readonly string[]).includes(status);
export const APPLICATION_DECIDED =
  'This application has been decided and takes no more replies. For anything else, please contact support.';
/** The `reason` of the 409 that says APPLICATION_DECIDED. */
export const APPLICATION_DECIDED_REASON = 'application_decided';

/** The last moment a closed item can be reopened. */
export const reopenDeadline = (closedAt: Date) => new Date(closedAt.getTime() + REOPEN_WINDOW_DAYS * DAY_MS);

/**
 * What the player's answer does: joins the thread of an open item, reopens a closed one within the
 * window, or is refused after it. `closedAt` is when the item was last closed (ignored while open).
 */
export function answerEffect(status: string, closedAt: Date, now: Date): 'answer' | 'reopen' | 'too_late' {
  if (!isClosed(status)) return 'answer';
  return now.getTime() <= reopenDeadline(closedAt).getTime() ? 'reopen' : 'too_late';
}

type Entry = { kind: string; body: string; createdAt: Date };

/**
 * When the item was last closed: its latest status change to resolved or declined. An item closed
 * before status changes joined the thread has none; its latest entry, else its filing, stands in.
 */
export function lastClosedAt(entries: readonly Entry[], filedAt: Date): Date {
  const latest = (list: readonly Entry[]) =>
    list.reduce<Date | null>((at, e) => (!at || e.createdAt > at ? e.createdAt : at), null);
  return latest(entries.filter((e) => e.kind === 'status' && isClosed(e.body))) ?? latest(entries) ?? filedAt;
}
