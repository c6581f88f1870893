import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, gymLeaderEarnings } from '../../../src/server/db/schema/index.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { json, signInAs, type SignedIn } from '../../staff/helpers.ts';
import { leaderOf, sumsFromRows } from './ledger-fixtures.ts';

let server: TestServer;
let staff: SignedIn;
let leader: SignedIn;
let player: SignedIn;
let leaderId: string;

beforeAll(async () => {
  server = await startTestServer();
  staff = await signInAs(server, 'staff', 'Payroll Staff');
  leader = await signInAs(server, 'gym leader', 'Paid Leader');
  player = await signInAs(server, 'player', 'Curious Player');
  leaderId = (await leaderOf(server.deps.db, leader.id)).id;
  await server.deps.db
    .insert(gymLeaderEarnings)
    .values({ gymLeaderId: leaderId, kind: 'earning', amountCents: 10_000, sharePercent: 10, note: 'Purchase' });
});
afterAll(() => server.close());

const valid = { amountCents: 2500, method: 'paypal', reference: 'PP-2025-0001' };
const pay = (body: unknown, cookie?: string, id = leaderId) =>
  server.request(`/api/staff/payouts/leaders/${id}`, { method: 'POST', cookie, json: body });
const payouts = async () =>
  server.deps.db
    .select()
    .from(gymLeaderEarnings)
    .where(and(eq(gymLeaderEarnings.gymLeaderId, leaderId), eq(gymLeaderEarnings.kind, 'payout')));
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

describe('staff record payouts in the ledger', () => {
  it('refuses anyone who is not staff, and writes nothing', async () => {
    expect((await pay(valid)).status).toBe(401);
    expect((await pay(valid, player.cookie)).status).toBe(403);
    expect((await pay(valid, leader.cookie)).status).toBe(403);
    expect((await server.request('/api/staff/payouts/leaders', { cookie: leader.cookie })).status).toBe(403);
    expect(await payouts()).toEqual([]);
  });

  it.each([
    [{ ...valid, amountCents: 0 }, 'amountCents', 'The amount must be more than $0.00.'],
    [{ ...valid, amountCents: -500 }, 'amountCents', 'The amount must be more than $0.00.'],
    [{ ...valid, amountCents: 12.5 }, 'amountCents', 'The amount must be a whole number of cents.'],
    [{ ...valid, amountCents: '2500' }, 'amountCents', 'The amount must be a whole number of cents.'],
    [{ ...valid, amountCents: 1e12 }, 'amountCents', 'The amount must be at most $10,000.00.'],
    [{ ...valid, method: 'cash' }, 'method', 'Choose a valid payout method.'],
    [{ ...valid, method: undefined }, 'method', 'Choose a payout method.'],
    [{ ...valid, reference: '' }, 'reference', 'Reference is required.'],
    [{ ...valid, reference: 'x'.repeat(5000) }, 'reference', 'Reference must be at most 120 characters.'],
    [{ ...valid, reference: 'PP\u0000' }, 'reference', 'Reference must not contain NUL characters.'],
  ])('answers 400 to bad input %#, naming the field', async (body, field, message) => {
    const res = await pay(body, staff.cookie);
    expect(res.status).toBe(400);
    expect((await json<ErrorBody>(res)).error.fields?.[field]).toBe(message);
    expect(await payouts()).toEqual([]);
  });

  it('answers 400 to a leader id that is not a UUID and 404 to an unknown leader', async () => {
    expect((await pay(valid, staff.cookie, 'not-a-uuid')).status).toBe(400);
    expect((await pay(valid, staff.cookie, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('records a payout line, audits it, and the leader sees it in the totals', async () => {
    const res = await pay({ ...valid, gymLeaderId: 'ignored', kind: 'earning' }, staff.cookie);
    expect(res.status).toBe(201);
    const body = await json<{ payout: { id: string }; balanceCents: number }>(res);
    expect(body.balanceCents).toBe(7500);
    const rows = await payouts();
    expect(rows.map((r) => [r.amountCents, r.payoutMethod, r.payoutReference])).toEqual([
      [2500, 'paypal', 'PP-2025-0001'],
    ]);
    const audit = await server.deps.db.select().from(auditLog).where(eq(auditLog.targetId, body.payout.id));
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([['payout.record', staff.id]]);
    const dash = await json<{ totals: unknown }>(await server.request('/api/dashboard', { cookie: leader.cookie }));
    const { rows: _rows, ...sums } = await sumsFromRows(server.deps.db, leaderId);
    expect(dash.totals).toEqual(sums);
    expect(dash.totals).toEqual({ earningsCents: 10_000, payoutsCents: 2500, balanceCents: 7500 });
  });

  it('refuses a payout larger than the balance, with the balance in the message', async () => {
    const res = await pay({ ...valid, amountCents: 7501 }, staff.cookie);
    expect(res.status).toBe(409);
    expect((await json<ErrorBody>(res)).error.message).toBe(
      "This payout is more than the leader's current balance of $75.00.",
    );
    expect(await payouts()).toHaveLength(1);
  });

  it('lets only one of two payouts at once take the same balance', async () => {
    const before = (await sumsFromRows(server.deps.db, leaderId)).balanceCents;
    const amountCents = Math.ceil(before * 0.6);
    const both = await Promise.all([
      pay({ ...valid, amountCents, reference: 'RACE-A' }, staff.cookie),
      pay({ ...valid, amountCents, reference: 'RACE-B' }, staff.cookie),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await sumsFromRows(server.deps.db, leaderId)).balanceCents).toBe(before - amountCents);
  });

  it("lists leaders with the ledger's sums and the payout history", async () => {
    const list = await json<{ leaders: { id: string; balanceCents: number; payoutsCents: number }[] }>(
      await server.request('/api/staff/payouts/leaders', { cookie: staff.cookie }),
    );
    expect(list.leaders.find((l) => l.id === leaderId)).toMatchObject({ balanceCents: 3000, payoutsCents: 7000 });
    const history = await json<{ items: { reference: string; displayName: string }[]; hasMore: boolean }>(
      await server.request(`/api/staff/payouts?leader=${leaderId}`, { cookie: staff.cookie }),
    );
    expect(history.items.map((p) => p.reference)).toHaveLength(2);
    expect(history.items[1]!.reference).toBe('PP-2025-0001');
    expect((await server.request('/api/staff/payouts?leader=nope', { cookie: staff.cookie })).status).toBe(400);
  });
});
