import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  doublesRegistrations,
  tournamentRegistrationEvents,
  tournaments,
} from '../../../src/server/db/schema/index.ts';
import { closeEndedCheckins } from '../../../src/server/tournaments/checkin-close.ts';
import { signIn } from '../../setup/sign-in.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { addTeams } from '../staff-tournaments/doubles-helpers.ts';
import { linkMinecraft, validSheet } from './helpers.ts';

// The doubles showdown registers through the Founders' Cup's rules: the 17th team is waitlisted, a withdrawal
// promotes the first waitlisted, check-in only inside its window, and its close drops the teams that did not
// check in and promotes the checked-in waitlist. The tests run in order, one tournament's story.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_IP_PER_MINUTE: '10000', RATE_LIMIT_USER_PER_MINUTE: '10000' });
});
afterAll(() => server.close());

const db = () => server.deps.db;
const KEY = 'mid-season-doubles';
const HOUR = 3_600_000;
type Reg = { id: string; status: string; slot: number | null; checkedIn: boolean };
type Err = { error: { code: string; message: string } };

async function player(name: string) {
  const cookie = await signIn(server, { newName: name });
  await linkMinecraft(server, cookie, name.replace(/\s+/g, '_'));
  return cookie;
}
const register = (cookie: string) =>
  server.request('/api/mid-season-doubles/registrations', { method: 'POST', json: validSheet(), cookie });
const act = (cookie: string, action: 'withdraw' | 'check-in') =>
  server.request(`/api/tournaments/${KEY}/registration/${action}`, { method: 'POST', cookie });
const mine = async (cookie: string) =>
  ((await (await server.request('/api/mid-season-doubles/registration', { cookie })).json()) as { registration: Reg })
    .registration;
const info = async () => (await (await server.request('/api/mid-season-doubles')).json()) as Record<string, unknown>;
const teamEvents = (id: string) =>
  db().select().from(tournamentRegistrationEvents).where(eq(tournamentRegistrationEvents.teamRegistrationId, id));

/** Registration open around now; check-in opens in an hour unless told (it was closed by the job at start-up). */
async function windows(checkin: 'later' | 'open') {
  const now = Date.now();
  await db()
    .update(tournaments)
    .set({
      registrationOpen: true,
      registrationOpensAt: new Date(now - 2 * HOUR),
      registrationClosesAt: new Date(now + HOUR),
      checkinOpensAt: new Date(checkin === 'open' ? now - HOUR : now + HOUR),
      checkinClosesAt: new Date(now + 2 * HOUR),
      checkinClosedAt: null,
    })
    .where(eq(tournaments.key, KEY));
}

let sixteenth: string;
let seventeenth: string;
let early: Awaited<ReturnType<typeof addTeams>>;

describe('Mid-Season Doubles waitlist, withdraw, check-in and close', () => {
  it('registers the 16th team and waitlists the 17th instead of refusing it', async () => {
    await windows('later');
    // 15 teams already in: 14 checked in ahead of time (as staff would mark them), one not.
    early = [...(await addTeams(db(), 14)), ...(await addTeams(db(), 1, { checkedIn: false }))];
    sixteenth = await player('Sixteenth Duo');
    seventeenth = await player('Seventeenth Duo');
    const a = await register(sixteenth);
    expect(a.status).toBe(201);
    expect(await a.json()).toMatchObject({ status: 'registered', slot: 16, checkedIn: false });
    const b = await register(seventeenth);
    expect(b.status).toBe(201);
    expect(await b.json()).toMatchObject({ status: 'waitlisted', slot: 17 });
    expect(await info()).toMatchObject({ registeredCount: 16, waitlistCount: 1, playerCap: 16, checkinOpen: false });
  });

  it('refuses check-in outside its window', async () => {
    const res = await act(sixteenth, 'check-in');
    expect([res.status, ((await res.json()) as Err).error.message]).toEqual([409, 'Check-in is not open.']);
    expect((await mine(sixteenth)).checkedIn).toBe(false);
  });

  it('gives a withdrawn place to the first waitlisted team; the team may register again, at the back', async () => {
    const res = await act(sixteenth, 'withdraw');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { registration: Reg }).registration).toMatchObject({ status: 'withdrawn' });
    const promoted = await mine(seventeenth);
    expect(promoted).toMatchObject({ status: 'registered', slot: 16 });
    expect((await teamEvents(promoted.id)).map((e) => [e.action, e.detail])).toContainEqual([
      'promoted',
      { fromSlot: 17, toSlot: 16, reason: 'withdrawal' },
    ]);
    expect((await mine(sixteenth)).slot).toBeNull();
    const again = await register(sixteenth);
    expect(again.status).toBe(201);
    expect(await again.json()).toMatchObject({ status: 'waitlisted', slot: 17 });
    // Still one row per account: the same registration, registered again.
    expect(
      await db().select().from(doublesRegistrations).where(isNotNull(doublesRegistrations.registrationSlot)),
    ).toHaveLength(17);
  });

  it('checks in registered and waitlisted teams inside the window', async () => {
    await windows('open');
    expect(await info()).toMatchObject({ checkinOpen: true });
    for (const cookie of [sixteenth, seventeenth]) {
      const res = await act(cookie, 'check-in');
      expect(res.status).toBe(200);
      expect(((await res.json()) as { registration: Reg }).registration.checkedIn).toBe(true);
    }
  });

  it('closes by itself at the end of the window: the absent team is dropped, the checked-in waitlist promoted', async () => {
    const [t] = await db().select().from(tournaments).where(eq(tournaments.key, KEY));
    expect(await closeEndedCheckins(db(), new Date(t!.checkinClosesAt.getTime() + 1000))).toContain(KEY);
    const absent = early[14]!;
    const [dropped] = await db().select().from(doublesRegistrations).where(eq(doublesRegistrations.id, absent.id));
    expect(dropped).toMatchObject({ status: 'dropped', registrationSlot: null });
    expect((await teamEvents(absent.id)).map((e) => e.action)).toContain('dropped');
    expect(await mine(sixteenth)).toMatchObject({ status: 'registered', slot: absent.slot, checkedIn: true });
    expect(await info()).toMatchObject({ registeredCount: 16, waitlistCount: 0, checkinOpen: false });
    const late = await act(seventeenth, 'check-in');
    expect(late.status).toBe(409);
  });
});
