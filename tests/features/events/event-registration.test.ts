import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventRegistrations } from '../../../src/server/db/schema/index.ts';
import { makeEvent, makeEventRegistration, makeUser } from '../../../src/server/db/seed/factories.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { eventually, getJson, signedInUser } from '../leaderboard/helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_SIGN_IN_PER_MINUTE: '100000', RATE_LIMIT_IP_PER_MINUTE: '100000' });
});
afterAll(() => server.close());

const DAY = 86_400_000;
type Err = { error: { code: string; message: string; reason?: string } };
type Events = { events: { id: string; registrationCount: number }[] };
const register = (id: string, cookie?: string, json?: object) =>
  server.request(`/api/events/${id}/registration`, { method: 'POST', cookie, json });
const withdraw = (id: string, cookie?: string) =>
  server.request(`/api/events/${id}/registration/withdraw`, { method: 'POST', cookie });
const rowsOf = (eventId: string) =>
  server.deps.db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, eventId));
const error = async (res: Response) => ((await res.json()) as Err).error;
const openEvent = (o: Parameters<typeof makeEvent>[1] = {}) =>
  makeEvent(server.deps.db, { status: 'open', startAt: new Date(Date.now() + DAY), ...o });

describe('registering for an event on the site', () => {
  it('needs a signed-in player: 401, nothing written', async () => {
    const event = await openEvent();
    const res = await register(event.id);
    expect(res.status).toBe(401);
    expect((await withdraw(event.id)).status).toBe(401);
    expect((await server.request('/api/event-registrations')).status).toBe(401);
    expect(await rowsOf(event.id)).toEqual([]);
  });

  it('registers the session user (a user id in the body is ignored), counts it live, and refuses twice', async () => {
    const event = await openEvent({ capacity: 10 });
    const other = await makeUser(server.deps.db);
    const { cookie, userId } = await signedInUser(server, 'Eventful Eve');
    const res = await register(event.id, cookie, { userId: other.id, status: 'waitlisted' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ eventId: event.id, status: 'registered', registrationCount: 1 });
    expect((await rowsOf(event.id)).map((r) => [r.userId, r.status])).toEqual([[userId, 'registered']]);
    await eventually<Events>(
      server,
      '/api/events',
      (b) => b.events.find((e) => e.id === event.id)?.registrationCount === 1,
    );
    expect(await getJson(server, '/api/event-registrations', cookie)).toEqual({ registered: [event.id] });

    const again = await register(event.id, cookie);
    expect(again.status).toBe(409);
    expect(await error(again)).toEqual({
      code: 'conflict',
      message: 'You are already registered for this event.',
      reason: 'event_already_registered',
    });
    expect(await rowsOf(event.id)).toHaveLength(1);
  });

  it('withdraws (the row stays, cancelled and uncounted) and registers again on the same row', async () => {
    const event = await openEvent();
    const { cookie } = await signedInUser(server, 'Wavering Will');
    expect((await register(event.id, cookie)).status).toBe(201);
    const res = await withdraw(event.id, cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ eventId: event.id, status: 'cancelled', registrationCount: 0 });
    expect((await rowsOf(event.id)).map((r) => r.status)).toEqual(['cancelled']);
    expect(await getJson(server, '/api/event-registrations', cookie)).toEqual({ registered: [] });

    const none = await withdraw(event.id, cookie);
    expect(none.status).toBe(404);
    expect((await error(none)).message).toBe('You are not registered for this event.');

    expect((await register(event.id, cookie)).status).toBe(201);
    expect((await rowsOf(event.id)).map((r) => r.status)).toEqual(['registered']);
  });

  it('refuses a full event with its own message; a cancelled registration frees the place', async () => {
    const db = server.deps.db;
    const event = await openEvent({ capacity: 2 });
    await makeEventRegistration(db, { eventId: event.id, userId: (await makeUser(db)).id, status: 'registered' });
    await makeEventRegistration(db, { eventId: event.id, userId: (await makeUser(db)).id, status: 'cancelled' });
    const first = await signedInUser(server, 'Punctual Pam');
    expect((await register(event.id, first.cookie)).status).toBe(201);
    const late = await signedInUser(server, 'Late Larry');
    const res = await register(event.id, late.cookie);
    expect(res.status).toBe(409);
    expect(await error(res)).toEqual({ code: 'conflict', message: 'This event is full.', reason: 'event_full' });
    expect((await rowsOf(event.id)).filter((r) => r.userId === late.userId)).toEqual([]);

    expect((await withdraw(event.id, first.cookie)).status).toBe(200);
    expect((await register(event.id, late.cookie)).status).toBe(201);
  });

  it('takes no registration when closed or started, and no withdrawal once started', async () => {
    const db = server.deps.db;
    const { cookie, userId } = await signedInUser(server, 'Tardy Tom');
    const closed = await openEvent({ status: 'closed' });
    const started = await openEvent({ startAt: new Date(Date.now() - 60_000) });
    for (const event of [closed, started]) {
      const res = await register(event.id, cookie);
      expect(res.status).toBe(409);
      expect(await error(res)).toEqual({
        code: 'conflict',
        message: 'Registration for this event is closed.',
        reason: 'event_closed',
      });
      expect(await rowsOf(event.id)).toEqual([]);
    }
    await makeEventRegistration(db, { eventId: started.id, userId, status: 'registered' });
    const res = await withdraw(started.id, cookie);
    expect(res.status).toBe(409);
    expect((await error(res)).message).toBe('This event has already started: you can no longer withdraw.');
    expect((await rowsOf(started.id)).map((r) => r.status)).toEqual(['registered']);
  });

  it('answers 400 for a malformed id and 404 for an unknown or cancelled event', async () => {
    const { cookie } = await signedInUser(server, 'Lost Lou');
    const bad = await register('not-an-id', cookie);
    expect(bad.status).toBe(400);
    expect((await error(bad)).message).toContain('The event id must be a UUID.');
    const unknown = await register('00000000-0000-4000-8000-000000000000', cookie);
    expect(unknown.status).toBe(404);
    expect((await error(unknown)).message).toBe('No event has this id.');
    const cancelled = await openEvent({ status: 'cancelled' });
    expect((await register(cancelled.id, cookie)).status).toBe(404);
  });
});
