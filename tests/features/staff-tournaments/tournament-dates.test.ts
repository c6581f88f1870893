import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, tournaments } from '../../../src/server/db/schema/index.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { signInAs, type SignedIn } from '../../staff/helpers.ts';

type Err = { error: { code: string; message: string; fields?: Record<string, string> } };

let server: TestServer;
let staff: SignedIn;
let player: SignedIn;
beforeAll(async () => {
  server = await startTestServer();
  staff = await signInAs(server, 'staff', 'Date Keeper');
  player = await signInAs(server, 'player', 'Date Curious');
});
afterAll(() => server.close());

const DOUBLES = 'mid-season-doubles';
const setDates = async (cookie: string, json: unknown, key = DOUBLES) => {
  const res = await server.request(`/api/staff/tournaments/${key}/dates`, { method: 'POST', cookie, json });
  return { status: res.status, body: (await res.json()) as Record<string, string> & Err };
};
const countdown = async () =>
  (await (await server.request('/api/home/countdown')).json()) as { registrationClosesAt: string };
const doublesRow = async () =>
  (await server.deps.db.select().from(tournaments).where(eq(tournaments.key, DOUBLES)))[0]!;

describe('the home countdown and the dates staff move', () => {
  it("counts down to the doubles record's registration close (the announced November 8th, 2:00 PM EST)", async () => {
    expect(await countdown()).toEqual({
      tournament: { key: DOUBLES, name: 'Mid-Season Doubles Showdown' },
      registrationClosesAt: '2025-11-08T19:00:00.000Z',
    });
  });

  it('staff move the close; the countdown, the sign-up and the audit log follow', async () => {
    const res = await setDates(staff.cookie, { registrationClosesAt: '2025-11-09T15:30:00-05:00' });
    expect(res.status).toBe(200);
    expect(res.body.registrationClosesAt).toBe('2025-11-09T20:30:00.000Z');
    expect(res.body.startsAt).toBe('2025-11-15T19:00:00.000Z');
    expect((await doublesRow()).registrationClosesAt.toISOString()).toBe('2025-11-09T20:30:00.000Z');
    // The cached answer is dropped by the change feed.
    await expect.poll(async () => (await countdown()).registrationClosesAt).toBe('2025-11-09T20:30:00.000Z');
    const info = (await (await server.request('/api/mid-season-doubles')).json()) as { registrationClosesAt: string };
    expect(info.registrationClosesAt).toBe('2025-11-09T20:30:00.000Z');
    const [entry] = await server.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'tournament.dates'), eq(auditLog.targetId, DOUBLES)));
    expect(entry).toMatchObject({
      actorId: staff.id,
      before: { registrationClosesAt: '2025-11-08T19:00:00.000Z' },
      after: { registrationClosesAt: '2025-11-09T20:30:00.000Z' },
    });
  });

  it('refuses a window that closes before it opens, a bad date and an empty change, and changes nothing', async () => {
    const before = await doublesRow();
    const backwards = await setDates(staff.cookie, { registrationClosesAt: '2025-10-01T00:00:00Z' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.fields).toEqual({ registrationClosesAt: 'Registration must close after it opens.' });
    const checkin = await setDates(staff.cookie, { checkinOpensAt: '2025-12-01T00:00:00Z' });
    expect(checkin.body.error.fields).toEqual({ checkinClosesAt: 'Check-in must close after it opens.' });
    const bad = await setDates(staff.cookie, { startsAt: 'next Saturday' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields?.startsAt).toBe(
      'The start must be an ISO 8601 date-time with an offset, e.g. 2025-10-02T17:00:00Z.',
    );
    expect((await setDates(staff.cookie, {})).status).toBe(400);
    expect(await doublesRow()).toEqual(before);
  });

  it('is for staff: 401 signed out, 403 for a player, 400 for an unknown tournament', async () => {
    expect((await setDates('', { startsAt: '2025-11-15T19:00:00Z' })).status).toBe(401);
    expect((await setDates(player.cookie, { startsAt: '2025-11-15T19:00:00Z' })).status).toBe(403);
    expect((await setDates(staff.cookie, { startsAt: '2025-11-15T19:00:00Z' }, 'no-such-cup')).status).toBe(400);
  });
});

describe("a season's texts", () => {
  it('come from its record; 404 for a season that does not exist', async () => {
    expect(await (await server.request('/api/seasons/1')).json()).toEqual({
      number: 1,
      name: 'Season 1',
      dateRange: 'October 1 - November 31, 2025',
      timeframe: 'Oct 1 - Nov 31',
      competitiveCycle: 'Oct 1 - Oct 31',
      eliteFourTournament: 'Last week of October',
      eliteFourCycle: 'Nov 1-15',
    });
    expect((await server.request('/api/seasons/99')).status).toBe(404);
  });
});
