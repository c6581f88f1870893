import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  tournamentRegistrationEvents,
  tournamentRegistrations,
  tournaments,
} from '../../../src/server/db/schema/index.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { signInAs, type SignedIn } from '../../staff/helpers.ts';
import { addPlayers, audits, bracket, match, post, resetCup } from './helpers.ts';

let server: TestServer;
let staff: SignedIn;
beforeAll(async () => {
  server = await startTestServer();
  staff = await signInAs(server, 'staff', 'Cup Marshal');
});
afterAll(() => server.close());
beforeEach(() => resetCup(server.deps.db));

const db = () => server.deps.db;
const result = (round: number, m: number, gamesP1: number, gamesP2: number) =>
  post(server, staff.cookie, '/matches/result', { round, match: m, gamesP1, gamesP2 });

describe('registration and check-in, run by staff', () => {
  it('opens and closes registration, each recorded in the audit log', async () => {
    expect((await post(server, staff.cookie, '/registration', { open: true })).status).toBe(200);
    expect(
      (await db().select().from(tournaments).where(eq(tournaments.key, 'founders-cup-1')))[0]!.registrationOpen,
    ).toBe(true);
    expect((await post(server, staff.cookie, '/registration', { open: false })).body).toEqual({
      registrationOpen: false,
    });
    const [open] = await audits(db(), 'tournament.registration_open');
    expect(open).toMatchObject({ actorId: staff.id, targetId: 'founders-cup-1', after: { registrationOpen: true } });
    expect(await audits(db(), 'tournament.registration_close')).toHaveLength(1);
  });

  it('closes check-in once: drops who did not check in and promotes checked-in waitlisted players by slot', async () => {
    const present = await addPlayers(db(), 14);
    const absent = await addPlayers(db(), 2, { checkedIn: false, firstSlot: 15 });
    const [waitAway] = await addPlayers(db(), 1, { checkedIn: false, firstSlot: 17 });
    const [wait1, wait2] = await addPlayers(db(), 2, { firstSlot: 18 });
    const res = await post<{ dropped: string[]; promoted: string[] }>(server, staff.cookie, '/check-in/close');
    expect(res.status).toBe(200);
    expect(res.body.dropped.sort()).toEqual(absent.map((a) => a.id).sort());
    expect(res.body.promoted).toEqual([wait1!.id, wait2!.id]);
    const regs = await db().select().from(tournamentRegistrations);
    const of = (id: string) => regs.find((r) => r.id === id)!;
    expect(of(absent[0]!.id)).toMatchObject({ status: 'dropped', registrationSlot: null });
    expect(of(wait1!.id)).toMatchObject({ status: 'registered', registrationSlot: 15 });
    expect(of(wait2!.id)).toMatchObject({ status: 'registered', registrationSlot: 16 });
    expect(of(waitAway!.id)).toMatchObject({ status: 'waitlisted', registrationSlot: 17 });
    expect(of(present[0]!.id).status).toBe('registered');
    const events = await db().select().from(tournamentRegistrationEvents);
    expect(events.filter((e) => e.action === 'dropped').map((e) => e.actorUserId)).toEqual([staff.id, staff.id]);
    expect(events.filter((e) => e.action === 'promoted').every((e) => e.actorUserId === staff.id)).toBe(true);
    // The server's job closed the migration's ended windows at start-up, as the system.
    const closes = await audits(db(), 'tournament.checkin_close');
    expect(closes.filter((a) => a.actorId === staff.id)).toHaveLength(1);
    const again = await post(server, staff.cookie, '/check-in/close');
    expect([again.status, again.body.error.message]).toEqual([409, 'Check-in has already been closed.']);
  });
});

describe('the bracket, run by staff', () => {
  it('generates round 1 from the checked-in players by slot, once', async () => {
    const ps = await addPlayers(db(), 12);
    await addPlayers(db(), 2, { checkedIn: false, firstSlot: 13 });
    const res = await post(server, staff.cookie, '/bracket');
    expect(res).toMatchObject({ status: 200, body: { matches: 13, seeds: 12 } });
    expect(await match(db(), 1, 1)).toMatchObject({
      player1Id: ps[0]!.id,
      player2Id: ps[11]!.id,
      matchStatus: 'pending',
    });
    expect(await match(db(), 1, 6)).toMatchObject({ player1Id: ps[5]!.id, player2Id: ps[6]!.id });
    expect(await bracket(db())).toHaveLength(13);
    expect(await audits(db(), 'tournament.generate')).toHaveLength(1);
    const again = await post(server, staff.cookie, '/bracket');
    expect([again.status, again.body.error.message]).toEqual([409, 'The bracket has already been generated.']);
  });

  it('closes an open check-in before drawing: a checked-in waitlisted player is promoted and seeded', async () => {
    const ps = await addPlayers(db(), 3);
    const [absent] = await addPlayers(db(), 1, { checkedIn: false, firstSlot: 4 });
    const [waiting] = await addPlayers(db(), 1, { firstSlot: 17 });
    const closesBy = async () =>
      (await audits(db(), 'tournament.checkin_close')).filter((a) => a.actorId === staff.id).length;
    const closedBefore = await closesBy();
    const res = await post(server, staff.cookie, '/bracket');
    expect(res).toMatchObject({ status: 200, body: { seeds: 4 } });
    const regs = await db().select().from(tournamentRegistrations);
    expect(regs.find((r) => r.id === absent!.id)).toMatchObject({ status: 'dropped', registrationSlot: null });
    expect(regs.find((r) => r.id === waiting!.id)).toMatchObject({ status: 'registered', registrationSlot: 4 });
    const seeded = (await bracket(db())).flatMap((m) => [m.player1Id, m.player2Id]);
    expect(seeded).toEqual(expect.arrayContaining([...ps.map((p) => p.id), waiting!.id]));
    expect(await closesBy()).toBe(closedBefore + 1);
    const close = await post(server, staff.cookie, '/check-in/close');
    expect([close.status, close.body.error.message]).toEqual([409, 'Check-in has already been closed.']);
  });

  it('refuses to generate with fewer than two checked-in players', async () => {
    await addPlayers(db(), 1);
    const res = await post(server, staff.cookie, '/bracket');
    expect([res.status, res.body.error.message]).toEqual([
      409,
      'At least 2 checked-in players are needed to generate the bracket.',
    ]);
    expect(await bracket(db())).toEqual([]);
    // Nothing of the refused draw is kept: check-in is still open.
    const [cup] = await db().select().from(tournaments).where(eq(tournaments.key, 'founders-cup-1'));
    expect(cup!.checkinClosedAt).toBeNull();
  });

  it('moves the winner into the next match; a correction resets downstream until a later match starts', async () => {
    const ps = await addPlayers(db(), 12);
    await post(server, staff.cookie, '/bracket');
    expect((await result(1, 1, 2, 1)).body).toEqual({ changed: 2, correction: false });
    expect(await match(db(), 1, 1)).toMatchObject({ matchStatus: 'completed', winnerId: ps[0]!.id, gamesWonP1: 2 });
    expect((await match(db(), 2, 1)).player1Id).toBe(ps[0]!.id);
    // Corrected: the other player now goes on.
    expect((await result(1, 1, 0, 2)).body).toMatchObject({ correction: true });
    expect((await match(db(), 2, 1)).player1Id).toBe(ps[11]!.id);
    await result(1, 2, 2, 0);
    expect((await post(server, staff.cookie, '/matches/start', { round: 2, match: 1 })).status).toBe(200);
    const late = await result(1, 1, 2, 0);
    expect([late.status, late.body.error.message]).toEqual([
      409,
      'This result can no longer be corrected: a later match has started.',
    ]);
    expect((await match(db(), 1, 1)).winnerId).toBe(ps[11]!.id);
    const results = await audits(db(), 'tournament.result');
    expect(results).toHaveLength(3);
    expect(results[1]!.before).toMatchObject({
      matches: [{ round: 1, match: 1, winner: ps[0]!.id }, expect.anything()],
    });
  });

  it('marks a forfeit and a no-show for the named side', async () => {
    const ps = await addPlayers(db(), 12);
    await post(server, staff.cookie, '/bracket');
    await post(server, staff.cookie, '/matches/forfeit', { round: 1, match: 3, outcome: 'forfeit', winnerSide: 2 });
    expect(await match(db(), 1, 3)).toMatchObject({ outcome: 'forfeit', winnerId: ps[9]!.id, gamesWonP2: 2 });
    await post(server, staff.cookie, '/matches/forfeit', { round: 1, match: 4, outcome: 'no_show', winnerSide: 1 });
    expect(await match(db(), 2, 2)).toMatchObject({ player1Id: ps[9]!.id, player2Id: ps[3]!.id });
    expect(await audits(db(), 'tournament.forfeit')).toHaveLength(1);
    expect(await audits(db(), 'tournament.no_show')).toHaveLength(1);
  });
});
