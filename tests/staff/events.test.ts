import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, events } from '../../src/server/db/schema/index.ts';
import { makeEventRegistration, makeUser } from '../../src/server/db/seed/factories.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';
import { json, signInAs, type SignedIn } from './helpers.ts';

let server: TestServer;
let staff: SignedIn;
beforeAll(async () => {
  server = await startTestServer();
  staff = await signInAs(server, 'staff', 'Organiser');
});
afterAll(() => server.close());

const DAY = 86_400_000;
const valid = () => ({
  title: 'Ice Raid',
  description: 'Bring fire types.',
  kind: 'raid',
  startAt: new Date(Date.now() + 2 * DAY).toISOString(),
  endAt: new Date(Date.now() + 2 * DAY + 3_600_000).toISOString(),
  capacity: 40,
  rewards: [{ name: '1st', value: 'Raid Master title' }],
});
const post = (body: unknown, path = '/api/staff/events', method = 'POST') =>
  server.request(path, { method, cookie: staff.cookie, json: body });
type Saved = { id: string; title: string; status: string; rewards: { name: string; value: string }[] };
/** The public titles once they satisfy `accept` (the public list is cached until the change feed says otherwise). */
async function publicTitlesUntil(accept: (titles: string[]) => boolean) {
  let last: string[] = [];
  for (const until = Date.now() + 5_000; Date.now() < until; await new Promise((r) => setTimeout(r, 100))) {
    const text = await (await server.request('/api/events')).text();
    if (!text) continue;
    last = (JSON.parse(text) as { events: { title: string }[] }).events.map((e) => e.title);
    if (accept(last)) return last;
  }
  return expect.fail(`/api/events never matched: ${last.join(', ')}`);
}

describe('staff events', () => {
  it('creates an event that /api/events lists, and audits it', async () => {
    const res = await post(valid());
    expect(res.status).toBe(201);
    const saved = await json<Saved>(res);
    expect(saved).toMatchObject({
      title: 'Ice Raid',
      status: 'open',
      rewards: [{ name: '1st', value: 'Raid Master title' }],
    });
    await publicTitlesUntil((t) => t.includes('Ice Raid'));
    const entries = await server.deps.db.select().from(auditLog).where(eq(auditLog.targetId, saved.id));
    expect(entries.map((e) => [e.action, e.actorId])).toEqual([['event.create', staff.id]]);
  });

  it('edits, closes, opens and cancels; a cancelled event leaves the public list', async () => {
    const { id } = await json<Saved>(await post({ ...valid(), title: 'Grass Cup' }));
    const edited = await post({ ...valid(), title: 'Grass Cup II' }, `/api/staff/events/${id}`, 'PUT');
    expect((await json<Saved>(edited)).title).toBe('Grass Cup II');
    await publicTitlesUntil((t) => t.includes('Grass Cup II'));
    for (const status of ['closed', 'open', 'cancelled']) {
      const res = await post({ status }, `/api/staff/events/${id}/status`);
      expect((await json<Saved>(res)).status).toBe(status);
    }
    await publicTitlesUntil((t) => !t.includes('Grass Cup II'));
    const actions = await server.deps.db
      .select({ action: auditLog.action, before: auditLog.before })
      .from(auditLog)
      .where(eq(auditLog.targetId, id))
      .orderBy(auditLog.id);
    expect(actions.map((a) => a.action)).toEqual([
      'event.create',
      'event.update',
      'event.close',
      'event.open',
      'event.cancel',
    ]);
    expect(actions[1]!.before).toMatchObject({ title: 'Grass Cup' });
    const list = await json<{ items: Saved[] }>(await server.request('/api/staff/events', { cookie: staff.cookie }));
    expect(list.items.find((e) => e.id === id)?.status).toBe('cancelled');
  });

  it('lists the registrations of an event', async () => {
    const { id } = await json<Saved>(await post({ ...valid(), title: 'Quick Cup' }));
    const u = await makeUser(server.deps.db, { name: 'Registrant' });
    await makeEventRegistration(server.deps.db, { eventId: id, userId: u.id });
    const regs = await json<{ items: { name: string; status: string }[] }>(
      await server.request(`/api/staff/events/${id}/registrations`, { cookie: staff.cookie }),
    );
    expect(regs.items).toEqual([expect.objectContaining({ name: 'Registrant', status: 'registered' })]);
    const missing = await server.request(`/api/staff/events/${crypto.randomUUID()}/registrations`, {
      cookie: staff.cookie,
    });
    expect(missing.status).toBe(404);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const count = async () =>
      (await server.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from events`)).rows[0]!.n;
    const before = await count();
    const bad: [string, unknown][] = [
      ['NUL in the title', { ...valid(), title: 'Cup\u0000' }],
      ['huge title', { ...valid(), title: 'x'.repeat(10_000) }],
      ['empty title', { ...valid(), title: '   ' }],
      ['huge description', { ...valid(), description: 'x'.repeat(2001) }],
      ['unknown kind', { ...valid(), kind: 'party' }],
      ['unknown status', { ...valid(), status: 'running' }],
      ['not a date', { ...valid(), startAt: 'next friday' }],
      ['absurd date', { ...valid(), startAt: '3026-01-01T00:00:00Z' }],
      ['ancient date', { ...valid(), startAt: '1999-01-01T00:00:00Z' }],
      ['end before start', { ...valid(), endAt: new Date(Date.now() + DAY).toISOString() }],
      ['negative capacity', { ...valid(), capacity: -1 }],
      ['fractional capacity', { ...valid(), capacity: 1.5 }],
      [
        'too many rewards',
        { ...valid(), rewards: Array.from({ length: 11 }, (_, i) => ({ name: `${i}`, value: 'x' })) },
      ],
      [
        'duplicate rewards',
        {
          ...valid(),
          rewards: [
            { name: '1st', value: 'a' },
            { name: '1st', value: 'b' },
          ],
        },
      ],
      ['not an object', 'hello'],
    ];
    for (const [why, body] of bad) expect((await post(body)).status, why).toBe(400);
    const { id } = await json<Saved>(await post(valid()));
    expect((await post({ status: 'done' }, `/api/staff/events/${id}/status`)).status).toBe(400);
    expect((await post(valid(), '/api/staff/events/not-a-uuid', 'PUT')).status).toBe(400);
    expect((await post(valid(), `/api/staff/events/${crypto.randomUUID()}`, 'PUT')).status).toBe(404);
    expect(await count()).toBe(before + 1);
    const [row] = await server.deps.db.select().from(events).where(eq(events.id, id));
    expect(row!.title).toBe('Ice Raid');
  });
});
