import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, notificationSends } from '../../../src/server/db/schema/index.ts';
import { startSmtpStandIn, type SmtpStandIn } from '../../../src/server/integrations/mail/stand-in.ts';
import { notifyRequestReply } from '../../../src/server/notifications/events.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { json, signInAs, type SignedIn } from '../../staff/helpers.ts';
import { staffReply, ticketOf } from './tickets.ts';

let smtp: SmtpStandIn;
let server: TestServer;
let staff: SignedIn;
beforeAll(async () => {
  smtp = await startSmtpStandIn();
  server = await startTestServer({ SMTP_URL: smtp.url });
  staff = await signInAs(server, 'staff', 'Mail Staff');
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

type List = { items: { kind: string; title: string; body: string; link: string; read: boolean }[]; unread: number };
type Sends = { items: { recipientName: string; status: string; attempts: number; lastError: string | null }[] };

const reply = (id: string, body: string) => staffReply(server, staff, id, body);
const list = async (who: SignedIn) => json<List>(await server.request('/api/notifications', { cookie: who.cookie }));
const mailsTo = (who: SignedIn) =>
  smtp.messages.filter((m) => m.to.some((a) => a.endsWith('@example.test')) && m.subject.includes(who.name));
const sendsOf = async (userId: string) =>
  server.deps.db
    .select({ s: notificationSends })
    .from(notificationSends)
    .innerJoin(notifications, eq(notifications.id, notificationSends.notificationId))
    .where(eq(notifications.userId, userId));

describe('notifications', () => {
  it('a staff reply notifies the player once: in the list and by one mail to the stand-in', async () => {
    const player = await signInAs(server, 'player', 'Mailed Player');
    const t = await ticketOf(server, player, `Lost items of ${player.name}`);
    const res = await reply(t.id, 'Which world were you in?');
    expect(res.status).toBe(201);
    const { id: replyId } = await json<{ id: string }>(res);

    const mine = await list(player);
    expect(mine.unread).toBe(1);
    expect(mine.items).toEqual([
      expect.objectContaining({
        kind: 'request_reply',
        title: `Staff replied: Lost items of ${player.name}`,
        body: 'Which world were you in?',
        link: '/my-requests',
        read: false,
      }),
    ]);
    await expect.poll(() => mailsTo(player).length, { timeout: 15_000 }).toBe(1);
    const [mail] = mailsTo(player);
    expect(mail!.text).toContain('Which world were you in?');
    expect(mail!.headers['list-unsubscribe']).toMatch(/^<http:\/\/.+\/api\/unsubscribe\/.+>$/);
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // The same event told again adds nothing: no second notification, no second mail.
    await server.deps.db.transaction((tx) =>
      notifyRequestReply(tx, 'tickets', t.id, replyId, 'Which world were you in?'),
    );
    expect((await list(player)).items).toHaveLength(1);
    expect(await sendsOf(player.id)).toHaveLength(1);

    // Marked read, the count drops.
    const read = await server.request('/api/notifications/read', { method: 'POST', cookie: player.cookie, json: {} });
    expect(read.status).toBe(200);
    expect((await list(player)).unread).toBe(0);
  });

  it('a kind whose mail the player turned off still lists on the site but sends no mail', async () => {
    const player = await signInAs(server, 'player', 'Quiet Player');
    const put = await server.request('/api/notification-preferences', {
      method: 'PUT',
      cookie: player.cookie,
      json: { kinds: [{ kind: 'request_reply', email: false }] },
    });
    expect(put.status).toBe(200);
    const prefs = await json<{ kinds: { kind: string; email: boolean }[] }>(put);
    expect(prefs.kinds.find((k) => k.kind === 'request_reply')?.email).toBe(false);
    expect(prefs.kinds.find((k) => k.kind === 'badge_awarded')?.email).toBe(true);
    // A kind named twice is refused, not half applied (the API fuzz found a 500 here).
    const twice = await server.request('/api/notification-preferences', {
      method: 'PUT',
      cookie: player.cookie,
      json: {
        kinds: [
          { kind: 'badge_awarded', email: false },
          { kind: 'badge_awarded', email: true },
        ],
      },
    });
    expect(twice.status).toBe(400);
    expect(JSON.stringify(await twice.json())).toContain('Each kind may be set only once.');

    const t = await ticketOf(server, player, `Quiet ${player.name}`);
    expect((await reply(t.id, 'Noted.')).status).toBe(201);
    expect((await list(player)).items.map((i) => i.title)).toEqual([`Staff replied: Quiet ${player.name}`]);
    expect(await sendsOf(player.id)).toEqual([]);
  });

  it("the mail's unsubscribe link works without signing in, and a forged one does not", async () => {
    const player = await signInAs(server, 'player', 'Leaving Player');
    const t = await ticketOf(server, player, `Leaving ${player.name}`);
    expect((await reply(t.id, 'Bye.')).status).toBe(201);
    await expect.poll(() => mailsTo(player).length, { timeout: 15_000 }).toBe(1);
    const link = /Stop these e-mails: (\S+)/.exec(mailsTo(player)[0]!.text)![1]!;
    const token = new URL(link).searchParams.get('token')!;

    const info = await server.request(`/api/unsubscribe/${encodeURIComponent(token)}`);
    expect(info.status).toBe(200);
    expect(await info.json()).toEqual({ scope: 'request_reply', label: 'Staff replies to my requests' });
    const done = await server.request(`/api/unsubscribe/${encodeURIComponent(token)}`, { method: 'POST' });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({
      message: 'You will no longer get e-mails about: Staff replies to my requests.',
    });
    const prefs = await json<{ kinds: { kind: string; email: boolean }[] }>(
      await server.request('/api/notification-preferences', { cookie: player.cookie }),
    );
    expect(prefs.kinds.filter((k) => !k.email).map((k) => k.kind)).toEqual(['request_reply']);

    // The mail client's one-click unsubscribe (RFC 8058) posts a form to the header's address, for every kind.
    const all = token.replace('.request_reply.', '.all.');
    const forged = await server.request(`/api/unsubscribe/${encodeURIComponent(all)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(forged.status).toBe(404);
    expect((await json<{ error: { message: string } }>(forged)).error.message).toBe(
      'This unsubscribe link is not valid.',
    );
    const header = mailsTo(player)[0]!.headers['list-unsubscribe']!.slice(1, -1);
    const oneClick = await fetch(header.replace(/^http:\/\/[^/]+/, server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
  });

  it('a refused mail is tried again until it is sent, and staff see the failure meanwhile', async () => {
    const player = await signInAs(server, 'player', 'Retried Player');
    smtp.refuseNext(1);
    const t = await ticketOf(server, player, `Retry ${player.name}`);
    expect((await reply(t.id, 'Second time lucky.')).status).toBe(201);

    const staffSends = async (status: string) =>
      (
        await json<Sends>(
          await server.request(`/api/staff/notification-sends?status=${status}`, { cookie: staff.cookie }),
        )
      ).items.filter((s) => s.recipientName === player.name);
    // Between the refused attempt and the next one (a second later at the soonest), staff see it failing.
    await expect.poll(async () => (await staffSends('unsent'))[0]?.status, { timeout: 15_000 }).toBe('failed');
    const [failed] = await staffSends('unsent');
    expect(failed).toMatchObject({
      attempts: 1,
      lastError: 'Message failed: 451 Stand-in refuses this mail (as asked)',
    });
    await expect.poll(() => mailsTo(player).length, { timeout: 20_000 }).toBe(1);
    await expect.poll(async () => (await staffSends('sent'))[0]?.status, { timeout: 10_000 }).toBe('sent');
    const [sent] = await staffSends('sent');
    expect(sent).toMatchObject({ attempts: 2, lastError: 'Message failed: 451 Stand-in refuses this mail (as asked)' });
    expect((await server.request('/api/staff/notification-sends', { cookie: player.cookie })).status).toBe(403);
  });
});
