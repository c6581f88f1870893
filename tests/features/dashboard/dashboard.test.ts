import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gymLeaderEarnings } from '../../../src/server/db/schema/index.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { json, signInAs, type SignedIn } from '../../staff/helpers.ts';
import { creditedPurchase, leaderOf, sumsFromRows } from './ledger-fixtures.ts';

let server: TestServer;
let alice: SignedIn;
let bruno: SignedIn;
let player: SignedIn;
let aliceLeaderId: string;
let brunoLeaderId: string;
let credited: Awaited<ReturnType<typeof creditedPurchase>>;

type Dashboard = {
  leader: { displayName: string; element: string; status: string; badgesAwarded: number; winRate: number };
  totals: { earningsCents: number; payoutsCents: number; balanceCents: number };
  weeks: { weekStart: string; earningsCents: number }[];
};
type Ledger = { items: { id: string; kind: string; amountCents: number; purchase: unknown; payout: unknown }[] };

beforeAll(async () => {
  server = await startTestServer();
  const db = server.deps.db;
  alice = await signInAs(server, 'gym leader', 'Alice Leader');
  bruno = await signInAs(server, 'gym leader', 'Bruno Leader');
  player = await signInAs(server, 'player', 'Plain Player');
  aliceLeaderId = (await leaderOf(db, alice.id)).id;
  brunoLeaderId = (await leaderOf(db, bruno.id)).id;
  credited = await creditedPurchase(db, aliceLeaderId, 'SecretBuyer42', 4999);
  await db.insert(gymLeaderEarnings).values([
    { gymLeaderId: aliceLeaderId, kind: 'earning', amountCents: 1500, sharePercent: 10, note: 'Purchase' },
    { gymLeaderId: aliceLeaderId, kind: 'reversal', amountCents: 200, sharePercent: 10, note: 'Partial refund' },
    {
      gymLeaderId: aliceLeaderId,
      kind: 'payout',
      amountCents: 300,
      note: 'Payout',
      payoutMethod: 'paypal',
      payoutReference: 'PP-ALICE-1',
    },
    { gymLeaderId: brunoLeaderId, kind: 'earning', amountCents: 77_700, sharePercent: 10, note: 'Purchase' },
  ]);
});
afterAll(() => server.close());

const get = (path: string, cookie?: string) => server.request(path, { cookie });

describe('the earnings dashboard answers only for the signed-in leader', () => {
  it('refuses a visitor who is not signed in', async () => {
    expect((await get('/api/dashboard')).status).toBe(401);
    expect((await get('/api/dashboard/ledger')).status).toBe(401);
  });

  it('gives a signed-in user who is not a gym leader the access-denied answer', async () => {
    for (const path of ['/api/dashboard', '/api/dashboard/ledger']) {
      const res = await get(path, player.cookie);
      expect(res.status).toBe(403);
      expect((await json<{ error: { message: string } }>(res)).error.message).toBe(
        'You are not registered as a gym leader.',
      );
    }
  });

  it("sums the leader's own ledger: earnings net of reversals, payouts, and the balance", async () => {
    const res = await get('/api/dashboard', alice.cookie);
    expect(res.status).toBe(200);
    const body = await json<Dashboard>(res);
    const { rows, ...expected } = await sumsFromRows(server.deps.db, aliceLeaderId);
    expect(rows).toHaveLength(4);
    expect(body.totals).toEqual(expected);
    expect(body.totals).toEqual({ earningsCents: 500 + 1500 - 200, payoutsCents: 300, balanceCents: 1500 });
    expect(body.leader).toMatchObject({ displayName: expect.any(String), element: 'fire', badgesAwarded: 0 });
    // This week's bar holds this week's net earnings.
    expect(body.weeks).toHaveLength(12);
    expect(body.weeks.at(-1)!.earningsCents).toBe(1800);
  });

  it("never shows another leader's earnings, whatever the request names", async () => {
    for (const path of [
      `/api/dashboard?leader=${brunoLeaderId}`,
      `/api/dashboard?gymLeaderId=${brunoLeaderId}`,
      `/api/dashboard/${brunoLeaderId}`,
    ]) {
      const res = await get(path, alice.cookie);
      if (res.status === 200) expect((await json<Dashboard>(res)).totals.earningsCents).toBe(1800);
      else expect(res.status).toBe(404);
    }
    const brunoView = await json<Dashboard>(await get('/api/dashboard', bruno.cookie));
    expect(brunoView.totals).toEqual({ earningsCents: 77_700, payoutsCents: 0, balanceCents: 77_700 });
    const ledger = await json<Ledger>(await get(`/api/dashboard/ledger?leader=${brunoLeaderId}`, alice.cookie));
    expect(ledger.items.map((l) => l.amountCents).sort((a, b) => a - b)).toEqual([200, 300, 500, 1500]);
  });

  it('takes no leader id from the browser on any dashboard endpoint', async () => {
    const doc = await json<{ paths: Record<string, Record<string, { parameters?: { name: string }[] }>> }>(
      await get('/api/openapi.json'),
    );
    const dashboardPaths = Object.entries(doc.paths).filter(([p]) => p.startsWith('/api/dashboard'));
    expect(dashboardPaths.map(([p]) => p).sort()).toEqual([
      '/api/dashboard',
      '/api/dashboard/badges',
      '/api/dashboard/battles',
      '/api/dashboard/ledger',
      '/api/dashboard/payout-request',
      '/api/dashboard/status',
    ]);
    const params = dashboardPaths.flatMap(([, ops]) => Object.values(ops).flatMap((o) => o.parameters ?? []));
    expect(params.map((p) => p.name)).toEqual(['page']);
  });

  it('shows the purchase a line came from without the buyer', async () => {
    const res = await get('/api/dashboard/ledger', alice.cookie);
    const text = await res.text();
    const ledger = JSON.parse(text) as Ledger;
    const line = ledger.items.find((l) => l.kind === 'earning' && l.purchase);
    expect(line?.purchase).toEqual({
      id: credited.purchase.id,
      status: 'completed',
      totalCents: 4999,
      items: [{ name: '3 Gym Tokens', quantity: 1 }],
    });
    expect(ledger.items.find((l) => l.kind === 'payout')?.payout).toEqual({
      method: 'paypal',
      reference: 'PP-ALICE-1',
    });
    for (const secret of ['SecretBuyer42', credited.buyer.id, credited.mc.uuid, credited.buyer.email])
      expect(text).not.toContain(secret);
  });

  it('refuses a page that is not a page', async () => {
    for (const page of ['0', 'abc', '99999'])
      expect((await get(`/api/dashboard/ledger?page=${page}`, alice.cookie)).status).toBe(400);
  });
});
