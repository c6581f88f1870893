import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { purchases } from '../../src/server/db/schema/index.ts';
import { makeGymLeader } from '../../src/server/db/seed/factories.ts';
import { checkout, makeBuyer, type Buyer } from '../features/shop/helpers.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';
import { signInAs, type SignedIn } from '../staff/helpers.ts';
import { openStream, type LiveStream } from './realtime-stream.ts';

// Live updates carry a private change only to whom it concerns (domain/realtime/audience.ts): a ticket or a
// purchase to its owner and staff, the audit log to staff; an anonymous stream sees public tables only.

let server: TestServer;
let owner: Buyer;
let other: SignedIn;
let staff: SignedIn;
let streams: LiveStream[] = [];
beforeAll(async () => {
  server = await startTestServer();
  owner = await makeBuyer(server);
  other = await signInAs(server, 'player', 'Bystander');
  staff = await signInAs(server, 'staff', 'Watcher');
});
afterEach(() => {
  for (const s of streams) s.close();
  streams = [];
});
afterAll(() => server.close());

/** The four streams, open before anything happens. */
async function openAll() {
  streams = await Promise.all([
    openStream(server),
    openStream(server, owner.cookie),
    openStream(server, other.cookie),
    openStream(server, staff.cookie),
  ]);
  const [anonymous, mine, others, staffs] = streams as [LiveStream, LiveStream, LiveStream, LiveStream];
  return { anonymous, mine, others, staffs };
}

/**
 * A public change made after the private ones, which every stream must deliver: a stream that did not get a
 * private change before it did not get it at all (each stream delivers in order what it is sent).
 */
async function publicMarker() {
  const { id } = await makeGymLeader(server.deps.db, { displayName: `Marker ${Date.now()}`, element: 'ice' });
  await Promise.all(streams.map((s) => s.until('gym_leaders', id)));
}

const tablesSeen = (s: LiveStream) => new Set(s.changes.map((c) => c.table));

describe('private changes on the live-update stream', () => {
  it('a support ticket and a purchase reach their owner and staff, not an anonymous stream nor another player', async () => {
    const { anonymous, mine, others, staffs } = await openAll();
    const filed = await server.request('/api/support-tickets', {
      method: 'POST',
      cookie: owner.cookie,
      json: { email: 'owner@example.test', category: 'technical', subject: 'Keys missing', message: 'Where?' },
    });
    expect(filed.status).toBe(201);
    const ticket = ((await filed.json()) as { id: string }).id;
    const { sessionId } = await checkout(server, owner, [{ id: 'cosmetic-keys-1', quantity: 1 }]);
    const [purchase] = await server.deps.db.select().from(purchases).where(eq(purchases.stripeSessionId, sessionId));

    for (const s of [mine, staffs])
      await Promise.all([s.until('support_tickets', ticket), s.until('purchases', purchase!.id)]);
    await publicMarker();
    for (const s of [anonymous, others]) {
      expect(tablesSeen(s)).not.toContain('support_tickets');
      expect(tablesSeen(s)).not.toContain('purchases');
    }
    expect(anonymous.saw('gym_leaders')).toBe(true);
  });

  it("staff's reply reaches the owner; an internal note and the audit log reach staff only", async () => {
    const { anonymous, mine, others, staffs } = await openAll();
    const filed = await server.request('/api/support-tickets', {
      method: 'POST',
      cookie: owner.cookie,
      json: { email: 'owner@example.test', category: 'technical', subject: 'Rank gone', message: 'Help' },
    });
    const ticket = ((await filed.json()) as { id: string }).id;
    const post = async (kind: 'note' | 'reply') => {
      const res = await server.request(`/api/staff/queues/tickets/${ticket}/messages`, {
        method: 'POST',
        cookie: staff.cookie,
        json: { kind, body: `A ${kind}` },
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as { id: string }).id;
    };
    const note = await post('note');
    const reply = await post('reply');

    await Promise.all([
      mine.until('request_messages', reply),
      staffs.until('request_messages', note),
      staffs.until('request_messages', reply),
      staffs.until('audit_log'),
    ]);
    await publicMarker();
    expect(mine.saw('request_messages', note)).toBe(false);
    expect(tablesSeen(mine)).not.toContain('audit_log');
    for (const s of [anonymous, others])
      for (const table of ['support_tickets', 'request_messages', 'audit_log', 'notifications'])
        expect(tablesSeen(s)).not.toContain(table);
  });
});
