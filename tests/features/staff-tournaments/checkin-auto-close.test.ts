import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase } from '../../../src/server/db/client.ts';
import {
  tournamentRegistrationEvents,
  tournamentRegistrations,
  tournaments,
} from '../../../src/server/db/schema/index.ts';
import { closeEndedCheckins } from '../../../src/server/tournaments/checkin-close.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { signInAs, type SignedIn } from '../../staff/helpers.ts';
import { addPlayers, audits, post, resetCup } from './helpers.ts';

// Check-in closes by itself when its window ends: the server's background job runs the same close as
// the staff button, as the system. resetCup leaves the window open for another hour, so the tests
// below pass their own clock, past or before its end, and the server's own job (real clock) stays out.

let server: TestServer;
let staff: SignedIn;
beforeAll(async () => {
  server = await startTestServer();
  staff = await signInAs(server, 'staff', 'Clock Marshal');
});
afterAll(() => server.close());
beforeEach(() => resetCup(server.deps.db));

const db = () => server.deps.db;
const CUP = 'founders-cup-1';
const cup = async () => (await db().select().from(tournaments).where(eq(tournaments.key, CUP)))[0]!;
const regs = async () => new Map((await db().select().from(tournamentRegistrations)).map((r) => [r.id, r]));
const events = (action: 'dropped' | 'promoted') =>
  db().select().from(tournamentRegistrationEvents).where(eq(tournamentRegistrationEvents.action, action));
const at = (closesAt: Date, ms: number) => new Date(closesAt.getTime() + ms);
/** The audit log is append-only, so each test reads the Founders' Cup check-in closes after its own start. */
const closes = async () => (await audits(db(), 'tournament.checkin_close')).filter((a) => a.targetId === CUP);

/** 14 checked in, 2 absent (slots 15-16), waitlist: 17 absent, 18 to 20 checked in (inserted out of slot order). */
async function field() {
  const present = await addPlayers(db(), 14);
  const absent = await addPlayers(db(), 2, { checkedIn: false, firstSlot: 15 });
  const [away] = await addPlayers(db(), 1, { checkedIn: false, firstSlot: 17 });
  const [w20] = await addPlayers(db(), 1, { firstSlot: 20 });
  const [w18] = await addPlayers(db(), 1, { firstSlot: 18 });
  const [w19] = await addPlayers(db(), 1, { firstSlot: 19 });
  return { present, absent, away: away!, w18: w18!, w19: w19!, w20: w20! };
}

describe('check-in closing at the end of its window', () => {
  it('does nothing before the window ends', async () => {
    await field();
    const before = await regs();
    const logged = (await closes()).length;
    const { checkinClosesAt } = await cup();
    expect(await closeEndedCheckins(db(), at(checkinClosesAt, -1))).toEqual([]);
    expect(await regs()).toEqual(before);
    expect(await events('dropped')).toEqual([]);
    expect((await cup()).checkinClosedAt).toBeNull();
    expect(await closes()).toHaveLength(logged);
  });

  it('drops who did not check in and promotes the checked-in waitlist in slot order, as the system', async () => {
    const f = await field();
    const after = at((await cup()).checkinClosesAt, 1000);
    const logged = (await closes()).length;
    expect(await closeEndedCheckins(db(), after)).toContain(CUP);

    const r = await regs();
    for (const a of f.absent) expect(r.get(a.id)).toMatchObject({ status: 'dropped', registrationSlot: null });
    expect(r.get(f.w18.id)).toMatchObject({ status: 'registered', registrationSlot: 15 });
    expect(r.get(f.w19.id)).toMatchObject({ status: 'registered', registrationSlot: 16 });
    expect(r.get(f.w20.id)).toMatchObject({ status: 'waitlisted', registrationSlot: 20 });
    expect(r.get(f.away.id)).toMatchObject({ status: 'waitlisted', registrationSlot: 17 });
    expect(r.get(f.present[0]!.id)).toMatchObject({ status: 'registered', registrationSlot: 1 });

    const dropped = await events('dropped');
    expect(dropped.map((e) => [e.registrationId, e.actorUserId, e.detail]).sort()).toEqual(
      f.absent.map((a) => [a.id, null, { slot: a.slot, reason: 'no check-in' }]).sort(),
    );
    // One transaction gives every event the same time, so the order is read from the slots.
    const promoted = (await events('promoted')).sort((a, b) => Number(a.detail.toSlot) - Number(b.detail.toSlot));
    expect(promoted.map((e) => [e.registrationId, e.actorUserId, e.detail])).toEqual([
      [f.w18.id, null, { fromSlot: 18, toSlot: 15, reason: 'check-in close' }],
      [f.w19.id, null, { fromSlot: 19, toSlot: 16, reason: 'check-in close' }],
    ]);
    expect((await cup()).checkinClosedAt).toEqual(after);
    const audit = (await closes()).slice(logged);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: 'system', after: { promoted: [f.w18.id, f.w19.id] } });

    // What the public bracket page reads: the promoted players hold slots 15 and 16.
    const res = await server.request(`/api/tournaments/${CUP}/registrations`);
    const list = ((await res.json()) as { registrations: { id: string; registrationSlot: number }[] }).registrations;
    expect(list.filter((p) => p.registrationSlot > 14).map((p) => p.id)).toEqual([
      f.w18.id,
      f.w19.id,
      f.away.id,
      f.w20.id,
    ]);
  });

  it('closes once when runners on several instances race, and never after staff closed it', async () => {
    const f = await field();
    const after = at((await cup()).checkinClosesAt, 1000);
    const logged = (await closes()).length;
    const other = createDatabase(server.deps.config.databaseUrl!);
    try {
      const runs = await Promise.all([db(), other, db(), other].map((d) => closeEndedCheckins(d, after)));
      expect(runs.flat().filter((k) => k === CUP)).toEqual([CUP]);
    } finally {
      await other.$client.end();
    }
    expect(await events('dropped')).toHaveLength(f.absent.length);
    expect(await events('promoted')).toHaveLength(2);
    expect(await closes()).toHaveLength(logged + 1);
    expect(await closeEndedCheckins(db(), at(after, 60_000))).toEqual([]);
    const late = await post(server, staff.cookie, '/check-in/close');
    expect([late.status, late.body.error.message]).toEqual([409, 'Check-in has already been closed.']);

    await resetCup(db());
    await addPlayers(db(), 1, { checkedIn: false });
    expect((await post(server, staff.cookie, '/check-in/close')).status).toBe(200);
    expect(await closeEndedCheckins(db(), at((await cup()).checkinClosesAt, 1000))).not.toContain(CUP);
    expect((await closes()).slice(logged).map((a) => a.actorId)).toEqual(['system', staff.id]);
  });

  it('is closed by the running server by itself once the window has ended', async () => {
    const [absent] = await addPlayers(db(), 1, { checkedIn: false });
    const now = Date.now();
    await db()
      .update(tournaments)
      .set({ checkinOpensAt: new Date(now - 3_600_000), checkinClosesAt: new Date(now - 1000) })
      .where(eq(tournaments.key, CUP));
    // The job runs every 15 s on each instance.
    await expect.poll(async () => (await cup()).checkinClosedAt, { timeout: 20_000, interval: 250 }).not.toBeNull();
    expect((await regs()).get(absent!.id)).toMatchObject({ status: 'dropped', registrationSlot: null });
    expect((await events('dropped')).map((e) => e.actorUserId)).toEqual([null]);
  }, 30_000);
});
