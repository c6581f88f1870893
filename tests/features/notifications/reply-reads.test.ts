import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, requestReads } from '../../../src/server/db/schema/index.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { json, signInAs, type SignedIn } from '../../staff/helpers.ts';
import { staffReply, ticketOf } from './tickets.ts';

// A staff reply is read once for the player (issue 41): marking its notification read reads its request on My
// requests, and opening the request reads its notification, each in the transaction of the read.

let server: TestServer;
let staff: SignedIn;
beforeAll(async () => {
  server = await startTestServer();
  staff = await signInAs(server, 'staff', 'Reading Staff');
});
afterAll(() => server.close());

type Notes = { items: { id: string; title: string; body: string; read: boolean }[]; unread: number };

async function reply(id: string, body: string) {
  expect((await staffReply(server, staff, id, body)).status).toBe(201);
}
const get = async <T>(who: SignedIn, path: string) => json<T>(await server.request(path, { cookie: who.cookie }));
const requestsUnread = async (who: SignedIn) => (await get<{ unread: number }>(who, '/api/my-requests/unread')).unread;
const notesUnread = (who: SignedIn) => get<{ unread: number; unreadReplies: number }>(who, '/api/notifications/unread');
const markNotes = (who: SignedIn, ids?: string[]) =>
  server.request('/api/notifications/read', { method: 'POST', cookie: who.cookie, json: ids ? { ids } : {} });

describe('a staff reply read on either side', () => {
  it('marking its notification read reads the request on My requests, up to that reply only', async () => {
    const player = await signInAs(server, 'player', 'Note Reader');
    const t = await ticketOf(server, player, `Two answers for ${player.name}`);
    await reply(t.id, 'First: we are looking.');
    await reply(t.id, 'Second: fixed now.');
    expect(await requestsUnread(player)).toBe(2);
    expect(await notesUnread(player)).toEqual({ unread: 2, unreadReplies: 2 });

    // The older notification alone: the request keeps the newer reply unread, with its notification.
    const notes = await get<Notes>(player, '/api/notifications');
    const first = notes.items.find((i) => i.body === 'First: we are looking.')!;
    expect((await markNotes(player, [first.id])).status).toBe(200);
    expect(await requestsUnread(player)).toBe(1);
    expect(await notesUnread(player)).toEqual({ unread: 1, unreadReplies: 1 });
    const mine = await get<{ items: { id: string; unreadReplies: number }[] }>(player, '/api/my-requests');
    expect(mine.items.find((i) => i.id === t.id)?.unreadReplies).toBe(1);

    // Mark all read: nothing is unread on either side, and the request's read row covers both replies.
    expect((await markNotes(player)).status).toBe(200);
    expect(await requestsUnread(player)).toBe(0);
    expect(await notesUnread(player)).toEqual({ unread: 0, unreadReplies: 0 });
    const [row] = await server.deps.db
      .select()
      .from(requestReads)
      .where(and(eq(requestReads.userId, player.id), eq(requestReads.itemId, t.id)));
    expect(row?.requestKind).toBe('tickets');
  });

  it('opening the request on My requests marks its notifications read (the rows), not those of another request', async () => {
    const player = await signInAs(server, 'player', 'Request Opener');
    const opened = await ticketOf(server, player, `Opened ${player.name}`);
    const other = await ticketOf(server, player, `Left ${player.name}`);
    await reply(opened.id, 'Please try again.');
    await reply(other.id, 'Still looking.');
    expect(await notesUnread(player)).toEqual({ unread: 2, unreadReplies: 2 });

    const res = await server.request(`/api/my-requests/tickets/${opened.id}/read`, {
      method: 'POST',
      cookie: player.cookie,
    });
    expect(res.status).toBe(200);
    const rows = await server.deps.db
      .select({ subject: notifications.subject, readAt: notifications.readAt })
      .from(notifications)
      .where(eq(notifications.userId, player.id));
    expect(rows.find((r) => r.subject === `tickets:${opened.id}`)?.readAt).toBeInstanceOf(Date);
    expect(rows.find((r) => r.subject === `tickets:${other.id}`)?.readAt).toBeNull();
    expect(await notesUnread(player)).toEqual({ unread: 1, unreadReplies: 1 });
    expect(await requestsUnread(player)).toBe(1);
    const notes = await get<Notes>(player, '/api/notifications');
    expect(notes.items.map((i) => [i.title, i.read])).toEqual([
      [`Staff replied: Left ${player.name}`, false],
      [`Staff replied: Opened ${player.name}`, true],
    ]);

    // Answering the other request reads it too.
    const answer = await server.request(`/api/my-requests/tickets/${other.id}/messages`, {
      method: 'POST',
      cookie: player.cookie,
      json: { body: 'Thanks, I will wait.' },
    });
    expect(answer.status).toBe(201);
    expect(await notesUnread(player)).toEqual({ unread: 0, unreadReplies: 0 });
    expect(await requestsUnread(player)).toBe(0);
  });

  it("another player's notification ids read nothing of theirs", async () => {
    const owner = await signInAs(server, 'player', 'Id Owner');
    const stranger = await signInAs(server, 'player', 'Id Stranger');
    const t = await ticketOf(server, owner, `Private ${owner.name}`);
    await reply(t.id, 'Only for you.');
    const [note] = (await get<Notes>(owner, '/api/notifications')).items;
    expect((await markNotes(stranger, [note!.id])).status).toBe(200);
    expect(await requestsUnread(owner)).toBe(1);
    expect(await notesUnread(owner)).toEqual({ unread: 1, unreadReplies: 1 });
    const reads = await server.deps.db.select().from(requestReads).where(eq(requestReads.itemId, t.id));
    expect(reads).toEqual([]);
  });
});
