import { and, eq, sql } from 'drizzle-orm';
import type { NotificationKind } from '../../domain/notifications/kinds.ts';
import type { Tx } from '../db/client.ts';
import {
  minecraftAccounts,
  notificationPreferences,
  notifications,
  notificationSends,
  user,
} from '../db/schema/index.ts';

// The one way anything tells a player something: in the transaction of the event, one notification per
// event and recipient (a second call for the same event adds nothing), and with it the mail to send when
// the player has an address and has not turned this kind's mail off. The outbox job sends the mail.

export interface NotificationInput {
  userId: string;
  kind: NotificationKind;
  /** What happened, unique per recipient: a reply's id, a match and its sides, a check-in window. */
  eventKey: string;
  title: string;
  body: string;
  link: string;
  subject?: string;
}

/** Discord withholds the e-mail of some accounts: the sign-in keeps a placeholder at this domain (never mailed). */
const NO_ADDRESS_DOMAIN = '@users.discord.invalid';

/** The address mail goes to: the e-mail the Discord account gave at sign-in (scope `email`), if any. */
export function mailAddress(email: string): string | null {
  return email.endsWith(NO_ADDRESS_DOMAIN) ? null : email;
}

/** Adds the notification (and its mail); returns its id, or null when this event was already told. */
export async function notify(tx: Tx, n: NotificationInput): Promise<string | null> {
  const [row] = await tx
    .insert(notifications)
    .values(n)
    .onConflictDoNothing({ target: [notifications.userId, notifications.eventKey] })
    .returning({ id: notifications.id });
  if (!row) return null;
  const [to] = await tx
    .select({ email: user.email, wanted: notificationPreferences.email })
    .from(user)
    .leftJoin(
      notificationPreferences,
      and(eq(notificationPreferences.userId, user.id), eq(notificationPreferences.kind, n.kind)),
    )
    .where(eq(user.id, n.userId));
  const address = to && to.wanted !== false ? mailAddress(to.email) : null;
  if (address)
    await tx
      .insert(notificationSends)
      .values({ notificationId: row.id, channel: 'email', address })
      .onConflictDoNothing();
  return row.id;
}

/** The same for the player behind a Minecraft account; nothing when no site account is linked to it. */
export async function notifyPlayer(tx: Tx, playerUuid: string, n: Omit<NotificationInput, 'userId'>) {
  const [acc] = await tx
    .select({ userId: minecraftAccounts.userId })
    .from(minecraftAccounts)
    .where(eq(minecraftAccounts.uuid, sql`${playerUuid}::uuid`));
  return acc?.userId ? notify(tx, { ...n, userId: acc.userId }) : null;
}
