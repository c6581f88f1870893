import { eq, sql } from 'drizzle-orm';
import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  NOTIFICATIONS_MESSAGES,
  type NotificationKind,
} from '../../../domain/notifications/kinds.ts';
import type { Database, Tx } from '../../db/client.ts';
import { notificationPreferences as prefs, user } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { mailAddress } from '../../notifications/notify.ts';
import { readUnsubscribeToken } from '../../notifications/unsubscribe-token.ts';

/** Each kind with whether it is mailed (no row: yes), and the address it goes to. */
export async function getPreferences(db: Tx, userId: string) {
  const [[who], rows] = await Promise.all([
    db.select({ email: user.email }).from(user).where(eq(user.id, userId)),
    db.select().from(prefs).where(eq(prefs.userId, userId)),
  ]);
  const off = new Set(rows.filter((r) => !r.email).map((r) => r.kind));
  return {
    email: who ? mailAddress(who.email) : null,
    kinds: NOTIFICATION_KINDS.map((kind) => ({ kind, label: NOTIFICATION_KIND_LABELS[kind], email: !off.has(kind) })),
  };
}

export async function setPreferences(
  db: Database | Tx,
  userId: string,
  kinds: { kind: NotificationKind; email: boolean }[],
) {
  if (kinds.length === 0) return;
  await db
    .insert(prefs)
    .values(kinds.map((k) => ({ userId, kind: k.kind, email: k.email })))
    .onConflictDoUpdate({
      target: [prefs.userId, prefs.kind],
      set: { email: sql`excluded.email`, updatedAt: sql`now()` },
    });
}

function scopeOf(secret: string, token: string) {
  const t = readUnsubscribeToken(secret, token);
  if (!t) throw AppError.notFound(NOTIFICATIONS_MESSAGES.badLink);
  return t;
}

/** What an unsubscribe link stops, for its page (no sign-in: the signature proves it). */
export async function describeUnsubscribe(db: Tx, secret: string, token: string) {
  const t = scopeOf(secret, token);
  const [who] = await db.select({ id: user.id }).from(user).where(eq(user.id, t.userId));
  if (!who) throw AppError.notFound(NOTIFICATIONS_MESSAGES.badLink);
  return { scope: t.scope, label: t.scope === 'all' ? 'All e-mails' : NOTIFICATION_KIND_LABELS[t.scope] };
}

/** Turns off the mail of the link's kind, or of every kind. */
export async function unsubscribe(db: Database, secret: string, token: string) {
  const t = await describeUnsubscribe(db, secret, token);
  const kinds = t.scope === 'all' ? NOTIFICATION_KINDS : [t.scope];
  await setPreferences(
    db,
    scopeOf(secret, token).userId,
    kinds.map((kind) => ({ kind, email: false })),
  );
  return {
    message: t.scope === 'all' ? NOTIFICATIONS_MESSAGES.unsubscribedAll : NOTIFICATIONS_MESSAGES.unsubscribed(t.label),
  };
}
