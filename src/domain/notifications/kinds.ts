import { z } from 'zod';

// What a player is told about without watching the site: each kind lists in-site, and is mailed unless
// the player turned its mail off (the preferences on /notifications, or an unsubscribe link).

export const NOTIFICATION_KINDS = [
  'request_reply',
  'checkin_open',
  'match_ready',
  'delivery_failed',
  'badge_awarded',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The kind's name on the preferences and in the mail's unsubscribe line. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  request_reply: 'Staff replies to my requests',
  checkin_open: 'Tournament check-in opening',
  match_ready: 'My next bracket match is ready',
  delivery_failed: 'An in-game delivery that failed',
  badge_awarded: 'Badges awarded to me',
};

/** The channels a notification goes out on besides the site. */
export const NOTIFICATION_CHANNELS = ['email'] as const;
export const SEND_STATUSES = ['pending', 'failed', 'sent'] as const;

export const NOTIFICATIONS_MESSAGES = {
  empty: 'Nothing yet. Replies to your requests, check-ins, matches, deliveries and badges show here.',
  markedAll: 'All notifications marked read',
  preferencesSaved: 'Preferences saved',
  unsubscribed: (what: string) => `You will no longer get e-mails about: ${what}.`,
  unsubscribedAll: 'You will no longer get e-mails from Cobble League.',
  badLink: 'This unsubscribe link is not valid.',
  noAddress: 'Your account has no e-mail address from Discord, so notifications only show on the site.',
} as const;

export const notificationSchema = z
  .object({
    id: z.string(),
    kind: z.enum(NOTIFICATION_KINDS),
    title: z.string(),
    body: z.string(),
    /** The site path the notification is about. */
    link: z.string(),
    read: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z
  .object({ items: z.array(notificationSchema), unread: z.number().int() })
  .meta({ id: 'NotificationList' });

/** Unread notifications the account menu adds to its count (staff replies are counted by My requests). */
export const notificationUnreadSchema = z
  .object({ unread: z.number().int(), unreadReplies: z.number().int() })
  .meta({ id: 'NotificationUnread' });

export const notificationPreferencesSchema = z
  .object({
    /** The address mail goes to (the Discord account's), or null when there is none. */
    email: z.string().nullable(),
    kinds: z.array(z.object({ kind: z.enum(NOTIFICATION_KINDS), label: z.string(), email: z.boolean() })),
  })
  .meta({ id: 'NotificationPreferences' });

export const preferencesInput = z.object({
  kinds: z
    .array(z.object({ kind: z.enum(NOTIFICATION_KINDS), email: z.boolean() }))
    .max(NOTIFICATION_KINDS.length)
    .refine((kinds) => new Set(kinds.map((k) => k.kind)).size === kinds.length, 'Each kind may be set only once.'),
});

export const unsubscribeInput = z.object({ token: z.string().min(1).max(500) });
export const unsubscribeResultSchema = z.object({ message: z.string() }).meta({ id: 'UnsubscribeResult' });

/** A mail in the outbox as staff see it. */
export const notificationSendSchema = z
  .object({
    id: z.number().int(),
    channel: z.enum(NOTIFICATION_CHANNELS),
    kind: z.enum(NOTIFICATION_KINDS),
    title: z.string(),
    recipientId: z.string(),
    recipientName: z.string(),
    address: z.string(),
    status: z.enum(SEND_STATUSES),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    nextAttemptAt: z.string().nullable(),
    sentAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'NotificationSend' });
export const notificationSendListSchema = z
  .object({ items: z.array(notificationSendSchema) })
  .meta({ id: 'NotificationSendList' });
