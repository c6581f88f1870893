import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../domain/notifications/kinds.ts';

// The unsubscribe link in every mail: the player and the kind (or all), signed with the session secret, so it
// works without signing in and nobody can make one for another player.

export type UnsubscribeScope = NotificationKind | 'all';

const sign = (secret: string, userId: string, scope: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${userId}:${scope}`).digest('base64url').slice(0, 32);

export function unsubscribeToken(secret: string, userId: string, scope: UnsubscribeScope): string {
  return `${userId}.${scope}.${sign(secret, userId, scope)}`;
}

export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; scope: UnsubscribeScope } | null {
  const [userId, scope, sig, ...rest] = token.split('.');
  if (!userId || !scope || !sig || rest.length > 0) return null;
  if (scope !== 'all' && !(NOTIFICATION_KINDS as readonly string[]).includes(scope)) return null;
  const expected = Buffer.from(sign(secret, userId, scope));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, scope: scope as UnsubscribeScope };
}
