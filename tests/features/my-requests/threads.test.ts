import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_DECIDED, REOPEN_WINDOW_PASSED } from '../../../src/domain/requests/threads.ts';
import { gymLeaderApplications, requestMessages, supportTickets } from '../../../src/server/db/schema/index.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { json, signInAs, type SignedIn } from '../../staff/helpers.ts';
import { makeApplication } from '../staff-applications/fixtures.ts';
import { makeTicket } from '../staff-support/fixtures.ts';

let server: TestServer;
let staff: SignedIn;
let player: SignedIn;
let other: SignedIn;
beforeAll(async () => {
  server = await startTestServer();
  staff = await signInAs(server, 'staff', 'Answerer');
  player = await signInAs(server, 'player', 'Asker');
  other = await signInAs(server, 'player', 'Stranger');
});
afterAll(() => server.close());

type Mine = {
  items: {
    id: string;
    status: string;
    submitted: { label: string; value: string }[];
    thread: { kind: string; body: string; authorName: string }[];
    unreadReplies: number;
    canAnswer: boolean;
    reopenUntil: string | null;
  }[];
};
type Thread = { item: { status: string }; messages: { kind: string; body: string; authorName: string }[] };

const staffCall = (method: string, path: string, body?: unknown) =>
  server.request(`/api/staff/queues/tickets/${path}`, {
    method,
    cookie: staff.cookie,
    ...(body ? { json: body } : {}),
  });
const answer = (who: SignedIn, id: string, body: unknown, kind = 'tickets') =>
  server.request(`/api/my-requests/${kind}/${id}/messages`, { method: 'POST', cookie: who.cookie, json: body });
const unread = async (who: SignedIn) =>
  (await json<{ unread: number }>(await server.request('/api/my-requests/unread', { cookie: who.cookie }))).unread;
const mine = async (id: string) =>
  (await json<Mine>(await server.request('/api/my-requests', { cookie: player.cookie }))).items.find(
    (i) => i.id === id,
  )!;
const entries = (id: string) =>
  server.deps.db
    .select({ kind: requestMessages.kind, body: requestMessages.body })
    .from(requestMessages)
    .where(and(eq(requestMessages.itemId, id), eq(requestMessages.kind, 'answer')));

describe('support threads', () => {
  it("shows what the player wrote; the player's reply is stored and staff see it in the thread", async () => {
    const t = await makeTicket(server.deps.db, player.id, 'Lost my items');
    expect((await staffCall('POST', `${t.id}/messages`, { kind: 'reply', body: 'Which world?' })).status).toBe(201);
    const before = await mine(t.id);
    expect(before.submitted).toEqual([
      { label: 'Category', value: 'Technical Issue' },
      { label: 'Message', value: 'Help' },
      { label: 'Email', value: 'p@example.com' },
    ]);
    expect(before).toMatchObject({ unreadReplies: 1, canAnswer: true, reopenUntil: null });
    const res = await answer(player, t.id, { body: '  The survival world.  ', id: 'ignored' });
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({ body: 'The survival world.', status: 'open', reopened: false });
    const detail = await json<Thread>(await staffCall('GET', t.id));
    expect(detail.messages.map((m) => [m.kind, m.body, m.authorName])).toEqual([
      ['reply', 'Which world?', 'Answerer'],
      ['answer', 'The survival world.', 'Asker'],
    ]);
    expect((await mine(t.id)).thread.map((m) => m.kind)).toEqual(['reply', 'answer']);
  });

  it("marks an item in the staff queue while the player's answer waits for staff", async () => {
    const t = await makeTicket(server.deps.db, player.id, 'Waiting mark');
    const marked = async () =>
      (
        await json<{ items: { id: string; playerAnswered: boolean }[] }>(
          await server.request('/api/staff/queues/tickets?q=waiting%20mark', { cookie: staff.cookie }),
        )
      ).items.find((i) => i.id === t.id)!.playerAnswered;
    expect(await marked()).toBe(false);
    await staffCall('POST', `${t.id}/messages`, { kind: 'reply', body: 'Which item?' });
    expect(await marked()).toBe(false);
    await answer(player, t.id, { body: 'My sword.' });
    expect(await marked()).toBe(true);
    await staffCall('POST', `${t.id}/messages`, { kind: 'note', body: 'Checking logs' });
    expect(await marked()).toBe(true);
    await staffCall('POST', `${t.id}/messages`, { kind: 'reply', body: 'Restored.' });
    expect(await marked()).toBe(false);
  });

  it('counts unread staff replies, and the count goes to zero when the player opens the thread', async () => {
    const t = await makeTicket(server.deps.db, player.id, 'Rank missing');
    const start = await unread(player);
    await staffCall('POST', `${t.id}/messages`, { kind: 'reply', body: 'Looking into it' });
    await staffCall('POST', `${t.id}/messages`, { kind: 'note', body: 'Internal only' });
    await staffCall('POST', `${t.id}/messages`, { kind: 'reply', body: 'Granted again' });
    expect(await unread(player)).toBe(start + 2);
    expect((await mine(t.id)).unreadReplies).toBe(2);
    const read = await server.request(`/api/my-requests/tickets/${t.id}/read`, {
      method: 'POST',
      cookie: player.cookie,
    });
    expect(read.status).toBe(200);
    expect(await unread(player)).toBe(start);
    expect((await mine(t.id)).unreadReplies).toBe(0);
  });

  it('an answer to a resolved item reopens it into the queue within the window', async () => {
    const t = await makeTicket(server.deps.db, player.id, 'Still lagging');
    expect((await staffCall('PATCH', t.id, { status: 'resolved' })).status).toBe(200);
    const closed = await mine(t.id);
    expect(closed.canAnswer).toBe(true);
    expect(new Date(closed.reopenUntil!).getTime()).toBeGreaterThan(Date.now() + 13 * 24 * 3600 * 1000);
    const res = await answer(player, t.id, { body: 'It is back.' });
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({ status: 'open', reopened: true });
    const detail = await json<Thread>(await staffCall('GET', t.id));
    expect(detail.item.status).toBe('open');
    expect(detail.messages.map((m) => [m.kind, m.body, m.authorName])).toEqual([
      ['status', 'resolved', 'Answerer'],
      ['answer', 'It is back.', 'Asker'],
      ['status', 'open', 'Asker'],
    ]);
    const queue = await json<{ items: { id: string }[] }>(
      await server.request('/api/staff/queues/tickets?status=open&q=still%20lagging', { cookie: staff.cookie }),
    );
    expect(queue.items.map((i) => i.id)).toEqual([t.id]);
  });

  it('refuses to reopen after the window with a 409 and a clear message, storing nothing', async () => {
    const t = await makeTicket(server.deps.db, player.id, 'Old problem');
    await staffCall('PATCH', t.id, { status: 'declined' });
    await server.deps.db
      .update(requestMessages)
      .set({ createdAt: sql`now() - interval '15 days'` })
      .where(eq(requestMessages.itemId, t.id));
    expect((await mine(t.id)).canAnswer).toBe(false);
    const res = await answer(player, t.id, { body: 'Any news?' });
    expect(res.status).toBe(409);
    expect(await json(res)).toEqual({
      error: { code: 'conflict', message: REOPEN_WINDOW_PASSED, reason: 'reopen_window_passed' },
    });
    expect(REOPEN_WINDOW_PASSED).toBe(
      'This request was closed more than 14 days ago and can no longer be reopened. Please file a new one.',
    );
    expect(await entries(t.id)).toEqual([]);
    const [row] = await server.deps.db.select().from(supportTickets).where(eq(supportTickets.id, t.id));
    expect(row!.status).toBe('declined');
  });

  it("a gym leader application takes the applicant's replies until staff decide it, then says why not", async () => {
    const app = await makeApplication(server.deps.db, player.id);
    const own = async () =>
      (await json<Mine>(await server.request('/api/my-requests', { cookie: player.cookie }))).items.find(
        (i) => i.id === app.id,
      )!;
    expect((await own()).canAnswer).toBe(true);
    const res = await answer(player, app.id, { body: 'I can also do weekends.' }, 'application');
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({ status: 'submitted', reopened: false });
    expect(await entries(app.id)).toEqual([{ kind: 'answer', body: 'I can also do weekends.' }]);
    const staffView = await json<{ messages: { kind: string; body: string }[] }>(
      await server.request(`/api/staff/applications/${app.id}`, { cookie: staff.cookie }),
    );
    expect(staffView.messages.map((m) => [m.kind, m.body])).toEqual([['answer', 'I can also do weekends.']]);
    expect((await answer(other, app.id, { body: 'Me too' }, 'application')).status).toBe(404);
    await server.deps.db
      .update(gymLeaderApplications)
      .set({ status: 'rejected' })
      .where(eq(gymLeaderApplications.id, app.id));
    expect((await own()).canAnswer).toBe(false);
    const late = await answer(player, app.id, { body: 'Why?' }, 'application');
    expect(late.status).toBe(409);
    expect(JSON.stringify(await late.json())).toContain(APPLICATION_DECIDED);
    expect(await entries(app.id)).toHaveLength(1);
  });

  it("another player's thread is a 404, to read or to write", async () => {
    const t = await makeTicket(server.deps.db, player.id, 'Private matter');
    expect((await answer(other, t.id, { body: 'Me too' })).status).toBe(404);
    const read = await server.request(`/api/my-requests/tickets/${t.id}/read`, {
      method: 'POST',
      cookie: other.cookie,
    });
    expect(read.status).toBe(404);
    const list = await json<Mine>(await server.request('/api/my-requests', { cookie: other.cookie }));
    expect(list.items.map((i) => i.id)).not.toContain(t.id);
    expect((await answer(player, t.id, { body: 'x' }, 'bugs')).status).toBe(404);
    expect(await entries(t.id)).toEqual([]);
  });

  it('refuses bad input with 400 and a signed-out caller with 401', async () => {
    const t = await makeTicket(server.deps.db, player.id);
    const cases: [string, string, unknown, string][] = [
      ['tickets', t.id, { body: '   ' }, 'Your reply is required.'],
      ['tickets', t.id, { body: 'x'.repeat(4001) }, 'Your reply must be at most 4000 characters.'],
      ['tickets', t.id, { body: 'a\u0000' }, 'Your reply must not contain NUL characters.'],
      ['tickets', t.id, { body: 7 }, 'Your reply must be text.'],
      ['tickets', 'not-a-uuid', { body: 'x' }, 'The id must be a UUID.'],
      [
        'orders',
        t.id,
        { body: 'x' },
        'The kind must be one of tickets, bugs, features, appeals, reports, application.',
      ],
    ];
    for (const [kind, id, body, message] of cases) {
      const res = await answer(player, id, body, kind);
      expect([kind, res.status]).toEqual([kind, 400]);
      expect(JSON.stringify(await res.json())).toContain(message);
    }
    const anonymous = await server.request(`/api/my-requests/tickets/${t.id}/messages`, {
      method: 'POST',
      json: { body: 'x' },
    });
    expect(anonymous.status).toBe(401);
    expect(await entries(t.id)).toEqual([]);
  });
});
