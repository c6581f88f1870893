import { and, asc, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import { NOTIFICATION_KIND_LABELS, type NotificationKind } from '../../domain/notifications/kinds.ts';
import type { Database } from '../db/client.ts';
import { notifications, notificationSends } from '../db/schema/index.ts';
import type { Mailer } from '../integrations/mail/mailer.ts';
import { afterAttempt, attempt } from './outbox.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

// Sends the mail outbox, as staff-notifications.ts posts the staff one: rows locked (skipped by other
// instances), a failed send tried again later with a growing delay, given up after MAX_ATTEMPTS (staff see it
// on the operations screen with its error).

const BATCH = 20;
export const MAX_ATTEMPTS = 10;

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[c]};`);

export function composeMail(
  n: { userId: string; kind: string; title: string; body: string; link: string },
  o: { publicUrl: string; secret: string },
) {
  const kind = n.kind as NotificationKind;
  const page = (token: string) => `${o.publicUrl}/unsubscribe?token=${encodeURIComponent(token)}`;
  const kindLink = page(unsubscribeToken(o.secret, n.userId, kind));
  const allLink = page(unsubscribeToken(o.secret, n.userId, 'all'));
  const oneClick = `${o.publicUrl}/api/unsubscribe/${encodeURIComponent(unsubscribeToken(o.secret, n.userId, kind))}`;
  const open = `${o.publicUrl}${n.link}`;
  const about = NOTIFICATION_KIND_LABELS[kind];
  return {
    subject: n.title,
    text: `${n.body}\n\nOpen: ${open}\n\n--\nYou get this because of your Cobble League notifications (${about}).\nStop these e-mails: ${kindLink}\nStop all e-mails: ${allLink}\nPreferences: ${o.publicUrl}/notifications\n`,
    html: `<p>${escape(n.body)}</p><p><a href="${escape(open)}">Open on Cobble League</a></p><hr><p style="font-size:12px;color:#666">You get this because of your Cobble League notifications (${escape(about)}). <a href="${escape(kindLink)}">Stop these e-mails</a> · <a href="${escape(allLink)}">Stop all e-mails</a> · <a href="${escape(`${o.publicUrl}/notifications`)}">Preferences</a></p>`,
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** Sends what is due; returns how many were sent. Safe on several instances. */
export async function sendNotificationMails(deps: {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  secret: string;
}): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select({ send: notificationSends, n: notifications })
      .from(notificationSends)
      .innerJoin(notifications, eq(notifications.id, notificationSends.notificationId))
      .where(
        and(
          isNull(notificationSends.sentAt),
          isNotNull(notificationSends.nextAttemptAt),
          lte(notificationSends.nextAttemptAt, new Date()),
        ),
      )
      .orderBy(asc(notificationSends.id))
      .limit(BATCH)
      .for('update', { of: notificationSends, skipLocked: true });
    let sent = 0;
    for (const { send, n } of due) {
      const error = await attempt(() => deps.mailer.send({ to: send.address, ...composeMail(n, deps) }));
      if (error === null) sent++;
      // Sent, or given up after MAX_ATTEMPTS: nothing is due any more.
      const done = error === null || send.attempts + 1 >= MAX_ATTEMPTS;
      await tx
        .update(notificationSends)
        .set({ ...afterAttempt(send.attempts, error), ...(done ? { nextAttemptAt: null } : {}) })
        .where(eq(notificationSends.id, send.id));
    }
    return sent;
  });
}
