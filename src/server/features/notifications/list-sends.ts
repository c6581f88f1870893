import { desc, eq, isNotNull, isNull, sql, and } from 'drizzle-orm';
import type { z } from 'zod';
import type { NotificationKind, notificationSendSchema } from '../../../domain/notifications/kinds.ts';
import type { Tx } from '../../db/client.ts';
import { notifications as n, notificationSends as s, user } from '../../db/schema/index.ts';

const LIMIT = 100;

type Send = z.infer<typeof notificationSendSchema>;

/** The mail outbox as staff follow it: what is not sent yet (pending or failing), or the latest sent. */
export async function listSends(db: Tx, status: 'unsent' | 'sent'): Promise<Send[]> {
  const rows = await db
    .select({ s, kind: n.kind, title: n.title, recipientId: n.userId, recipientName: user.name })
    .from(s)
    .innerJoin(n, eq(n.id, s.notificationId))
    .innerJoin(user, eq(user.id, n.userId))
    .where(status === 'sent' ? isNotNull(s.sentAt) : and(isNull(s.sentAt)))
    .orderBy(desc(s.id))
    .limit(LIMIT);
  return rows.map((r) => ({
    id: r.s.id,
    channel: 'email' as const,
    kind: r.kind as NotificationKind,
    title: r.title,
    recipientId: r.recipientId,
    recipientName: r.recipientName,
    address: r.s.address,
    status: r.s.sentAt ? 'sent' : r.s.lastError ? 'failed' : 'pending',
    attempts: r.s.attempts,
    lastError: r.s.lastError,
    nextAttemptAt: r.s.nextAttemptAt?.toISOString() ?? null,
    sentAt: r.s.sentAt?.toISOString() ?? null,
    createdAt: r.s.createdAt.toISOString(),
  }));
}

/** Staff send a mail that gave up (or waits) now: its next attempt is due at once. */
export async function retrySend(db: Tx, id: number) {
  const [row] = await db
    .update(s)
    .set({ nextAttemptAt: sql`now()` })
    .where(and(eq(s.id, id), isNull(s.sentAt)))
    .returning({ id: s.id, attempts: s.attempts, lastError: s.lastError });
  return row ?? null;
}
