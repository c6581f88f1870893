import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeEvent, makeEventRegistration, makeUser } from '../../../src/server/db/seed/factories.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { eventually, getJson } from '../leaderboard/helpers.ts';

interface Events {
  events: {
    id: string;
    title: string;
    description: string;
    kind: string;
    status: string;
    startAt: string;
    endAt: string | null;
    rewards: Record<string, string>;
    capacity: number | null;
    registrationCount: number;
  }[];
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const DAY = 86_400_000;

describe('GET /api/events', () => {
  it('is an empty list on an empty database', async () => {
    expect(await getJson<Events>(server, '/api/events')).toEqual({ events: [] });
  });

  it("lists every event by start time, counting only registrations with status 'registered'", async () => {
    const db = server.deps.db;
    const now = Date.now();
    const cup = await makeEvent(db, {
      title: 'Winter Cup',
      kind: 'tournament',
      status: 'open',
      startAt: new Date(now + 5 * DAY),
      endAt: new Date(now + 5 * DAY + 3_600_000),
      rewards: { '1st': 'Champion title' },
      capacity: 16,
      description: 'Singles, best of 3.',
    });
    await makeEvent(db, {
      title: 'Old Raid',
      kind: 'raid',
      status: 'closed',
      startAt: new Date(now - 10 * DAY),
      endAt: null,
    });
    await makeEvent(db, { title: 'Quick Night', kind: 'quick', startAt: new Date(now + DAY) });
    const statuses = ['registered', 'registered', 'waitlisted', 'cancelled', 'registered'] as const;
    for (const status of statuses)
      await makeEventRegistration(db, { eventId: cup.id, userId: (await makeUser(db)).id, status });

    const body = await eventually<Events>(
      server,
      '/api/events',
      (b) => b.events.length === 3 && b.events[2]!.registrationCount === 3,
    );
    expect(body.events.map((e) => [e.title, e.registrationCount])).toEqual([
      ['Old Raid', 0],
      ['Quick Night', 0],
      ['Winter Cup', 3],
    ]);
    expect(body.events[2]).toMatchObject({
      id: cup.id,
      kind: 'tournament',
      status: 'open',
      rewards: { '1st': 'Champion title' },
      capacity: 16,
      description: 'Singles, best of 3.',
      startAt: cup.startAt.toISOString(),
      endAt: cup.endAt!.toISOString(),
    });
    expect(body.events[0]!.endAt).toBeNull();
  });

  it('follows the change feed: a new event and a new registration show up', async () => {
    const db = server.deps.db;
    const before = await getJson<Events>(server, '/api/events');
    const quick = before.events.find((e) => e.title === 'Quick Night')!;
    await makeEventRegistration(db, { eventId: quick.id, userId: (await makeUser(db)).id, status: 'registered' });
    await eventually<Events>(
      server,
      '/api/events',
      (b) => b.events.find((e) => e.id === quick.id)?.registrationCount === 1,
    );
    await makeEvent(db, { title: 'Spring Raid', kind: 'raid', startAt: new Date(Date.now() + 30 * DAY) });
    const after = await eventually<Events>(server, '/api/events', (b) => b.events.length === 4);
    expect(after.events.at(-1)!.title).toBe('Spring Raid');
  });
});
