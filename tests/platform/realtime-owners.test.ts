import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_AUDIENCE } from '../../src/domain/realtime/audience.ts';
import { createDatabase, type Database } from '../../src/server/db/client.ts';
import { deliveryActions, gymChallenges, payoutRequests, requestMessages } from '../../src/server/db/schema/index.ts';
import { makeGymLeader, makeMinecraftAccount, makeUser } from '../../src/server/db/seed/factories.ts';
import { OWNER_QUERIES, ownerReader } from '../../src/server/realtime/owners.ts';
import { makeApplication } from '../features/staff-applications/fixtures.ts';
import { makeTicket } from '../features/staff-support/fixtures.ts';
import { createTestDatabaseUrl } from '../setup/database.ts';

// Whom a change to an owned table reaches (src/server/realtime/owners.ts), read from the real schema.

let db: Database;
let ownersOf: ReturnType<typeof ownerReader>;
beforeAll(async () => {
  db = createDatabase(await createTestDatabaseUrl(), 2);
  ownersOf = ownerReader(db);
});
afterAll(() => db.$client.end());

describe('the owners of a changed row', () => {
  it('has one query for each owned table, each of which runs against the schema', async () => {
    const owned = Object.entries(REALTIME_AUDIENCE).filter(([, a]) => a === 'owner');
    expect(Object.keys(OWNER_QUERIES).sort()).toEqual(owned.map(([t]) => t).sort());
    for (const table of Object.keys(OWNER_QUERIES) as (keyof typeof OWNER_QUERIES)[])
      expect(await ownersOf(table, randomUUID())).toEqual([]);
  });

  it("finds a request's submitter for its thread, except for an internal note", async () => {
    const player = await makeUser(db);
    const ticket = await makeTicket(db, player.id);
    const [note, reply] = await db
      .insert(requestMessages)
      .values([
        { requestKind: 'tickets', itemId: ticket.id, kind: 'note', body: 'internal' },
        { requestKind: 'tickets', itemId: ticket.id, kind: 'reply', body: 'hello' },
      ])
      .returning();
    expect(await ownersOf('support_tickets', ticket.id)).toEqual([player.id]);
    // Read together, as the changes of one transaction are: each row gets its own owners.
    const [toReply, toNote] = await Promise.all([
      ownersOf('request_messages', reply!.id),
      ownersOf('request_messages', note!.id),
    ]);
    expect(toReply).toEqual([player.id]);
    expect(toNote).toEqual([]);

    const applicant = await makeUser(db);
    const application = await makeApplication(db, applicant.id);
    const [answer] = await db
      .insert(requestMessages)
      .values({ requestKind: 'application', itemId: application.id, kind: 'answer', body: 'thanks' })
      .returning();
    expect(await ownersOf('request_messages', answer!.id)).toEqual([applicant.id]);
  });

  it("finds both sides of a gym challenge, a leader's payout request, and a delivery's player", async () => {
    const [challenger, leaderUser] = [await makeUser(db), await makeUser(db)];
    const account = await makeMinecraftAccount(db, { userId: challenger.id });
    const leader = await makeGymLeader(db, { userId: leaderUser.id, element: 'water' });
    const [challenge] = await db
      .insert(gymChallenges)
      .values({ gymLeaderId: leader.id, challengerId: challenger.id, challengerUuid: account.uuid })
      .returning();
    expect((await ownersOf('gym_challenges', challenge!.id)).sort()).toEqual([challenger.id, leaderUser.id].sort());

    const [payout] = await db.insert(payoutRequests).values({ gymLeaderId: leader.id, amountCents: 500 }).returning();
    expect(await ownersOf('payout_requests', payout!.id)).toEqual([leaderUser.id]);

    const [delivery] = await db
      .insert(deliveryActions)
      .values({ playerUuid: account.uuid, kind: 'gym_tokens', payload: { amount: 1 } })
      .returning();
    expect(await ownersOf('delivery_actions', delivery!.id)).toEqual([challenger.id]);
    // For every player: nobody's own, so staff only.
    const [everyone] = await db
      .insert(deliveryActions)
      .values({ playerUuid: null, kind: 'gym_tokens', payload: { amount: 1 } })
      .returning();
    expect(await ownersOf('delivery_actions', everyone!.id)).toEqual([]);
  });
});
