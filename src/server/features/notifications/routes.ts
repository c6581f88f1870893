import { createRoute, z } from '@hono/zod-openapi';
import {
  notificationListSchema,
  notificationPreferencesSchema,
  notificationSendListSchema,
  notificationUnreadSchema,
  preferencesInput,
  unsubscribeInput,
  unsubscribeResultSchema,
} from '../../../domain/notifications/kinds.ts';
import { createRouter } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { requireUser } from '../../http/guards.ts';
import { errorResponse, jsonResponse } from '../../http/openapi.ts';
import { recordAudit } from '../../staff/audit.ts';
import { deniedResponses, staffRoute } from '../../staff/guarded.ts';
import { countUnread, listNotifications, markRead } from './list-notifications.ts';
import { listSends, retrySend } from './list-sends.ts';
import { describeUnsubscribe, getPreferences, setPreferences, unsubscribe } from './preferences.ts';

const body = <T extends z.ZodType>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const signedIn = { middleware: requireUser, tags: ['notifications'] };
const ok = jsonResponse(z.object({ ok: z.literal(true) }), 'Done');
const unauthorized = errorResponse('Not signed in');

const list = createRoute({
  ...signedIn,
  method: 'get',
  path: '/notifications',
  summary: 'The signed-in player’s latest notifications and how many are unread',
  responses: { 200: jsonResponse(notificationListSchema, 'The list'), 401: unauthorized },
});
const unread = createRoute({
  ...signedIn,
  method: 'get',
  path: '/notifications/unread',
  summary: 'How many notifications are unread, and how many of them are staff replies',
  responses: { 200: jsonResponse(notificationUnreadSchema, 'The count'), 401: unauthorized },
});
const read = createRoute({
  ...signedIn,
  method: 'post',
  path: '/notifications/read',
  summary: 'Mark these notifications read (all of them without ids)',
  request: { body: body(z.object({ ids: z.array(z.uuid()).max(100).optional() })) },
  responses: { 200: ok, 400: errorResponse('Bad ids'), 401: unauthorized },
});
const getPrefs = createRoute({
  ...signedIn,
  method: 'get',
  path: '/notification-preferences',
  summary: 'Which kinds the player gets by e-mail, and the address',
  responses: { 200: jsonResponse(notificationPreferencesSchema, 'The preferences'), 401: unauthorized },
});
const putPrefs = createRoute({
  ...signedIn,
  method: 'put',
  path: '/notification-preferences',
  summary: 'Turn the e-mail of kinds on or off',
  request: { body: body(preferencesInput) },
  responses: {
    200: jsonResponse(notificationPreferencesSchema, 'The preferences'),
    400: errorResponse('Bad kinds'),
    401: unauthorized,
  },
});
const unsubscribeInfo = createRoute({
  method: 'get',
  path: '/unsubscribe/{token}',
  tags: ['notifications'],
  summary: 'What an unsubscribe link from a mail stops (no sign-in: the link is signed)',
  request: { params: unsubscribeInput },
  responses: {
    200: jsonResponse(z.object({ scope: z.string(), label: z.string() }), 'What it stops'),
    404: errorResponse('Not a valid link'),
  },
});
const unsubscribePost = createRoute({
  method: 'post',
  path: '/unsubscribe/{token}',
  tags: ['notifications'],
  summary: 'Stop the e-mails a link names; also the one-click List-Unsubscribe-Post of mail clients (RFC 8058)',
  request: { params: unsubscribeInput },
  responses: { 200: jsonResponse(unsubscribeResultSchema, 'Stopped'), 404: errorResponse('Not a valid link') },
});
const sends = createRoute({
  ...staffRoute,
  method: 'get',
  path: '/staff/notification-sends',
  summary: 'Mails to players not sent yet (pending or failing, with the error and attempts), or the latest sent',
  request: { query: z.object({ status: z.enum(['unsent', 'sent']).default('unsent') }) },
  responses: {
    200: jsonResponse(notificationSendListSchema, 'The outbox'),
    400: errorResponse('Bad status'),
    ...deniedResponses,
  },
});
const retry = createRoute({
  ...staffRoute,
  method: 'post',
  path: '/staff/notification-sends/{id}/retry',
  summary: 'Try a mail that is not sent again now',
  request: { params: z.object({ id: z.coerce.number().int().positive() }) },
  responses: {
    200: ok,
    400: errorResponse('Bad id'),
    ...deniedResponses,
    404: errorResponse('No unsent mail with this id'),
  },
});

/** The player's notifications and mail preferences, the unsubscribe links, and the outbox for staff. */
export function notificationsRoutes() {
  const router = createRouter();
  router.openapi(list, async (c) => {
    c.header('cache-control', 'no-store');
    return c.json(await listNotifications(c.get('deps').db, c.get('user').id), 200);
  });
  router.openapi(unread, async (c) => {
    c.header('cache-control', 'no-store');
    return c.json(await countUnread(c.get('deps').db, c.get('user').id), 200);
  });
  router.openapi(read, async (c) => {
    await markRead(c.get('deps').db, c.get('user').id, c.req.valid('json').ids);
    return c.json({ ok: true as const }, 200);
  });
  router.openapi(getPrefs, async (c) => {
    c.header('cache-control', 'no-store');
    return c.json(await getPreferences(c.get('deps').db, c.get('user').id), 200);
  });
  router.openapi(putPrefs, async (c) => {
    const { db } = c.get('deps');
    await setPreferences(db, c.get('user').id, c.req.valid('json').kinds);
    return c.json(await getPreferences(db, c.get('user').id), 200);
  });
  router.openapi(unsubscribeInfo, async (c) => {
    const { db, config } = c.get('deps');
    return c.json(await describeUnsubscribe(db, config.sessionSecret, c.req.valid('param').token), 200);
  });
  router.openapi(unsubscribePost, async (c) => {
    const { db, config } = c.get('deps');
    return c.json(await unsubscribe(db, config.sessionSecret, c.req.valid('param').token), 200);
  });
  router.openapi(sends, async (c) => {
    c.header('cache-control', 'no-store');
    return c.json({ items: await listSends(c.get('deps').db, c.req.valid('query').status) }, 200);
  });
  router.openapi(retry, async (c) => {
    const { id } = c.req.valid('param');
    await c.get('deps').db.transaction(async (tx) => {
      const row = await retrySend(tx, id);
      if (!row) throw AppError.notFound('No unsent mail with this id.');
      await recordAudit(tx, {
        actor: c.get('user'),
        action: 'notification_send.retry',
        target: { table: 'notification_sends', id: String(id) },
        before: row,
      });
    });
    return c.json({ ok: true as const }, 200);
  });
  return router;
}
