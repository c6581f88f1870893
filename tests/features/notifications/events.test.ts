import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awardSeasonBadge } from '../../../src/server/badges/award-season-badge.ts';
import { notifications } from '../../../src/server/db/schema/index.ts';
import { makeMinecraftAccount, makeUser } from '../../../src/server/db/seed/factories.ts';
import { acknowledgeDeliveries, enqueueDeliveries } from '../../../src/server/deliveries/delivery-queue.ts';
import { generateRoundOne } from '../../../src/server/features/staff-tournaments/bracket-actions.ts';
import { notifyOpenCheckins } from '../../../src/server/notifications/events.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { addPlayers, bracket, resetCup } from '../staff-tournaments/helpers.ts';

// The events other than a staff reply, each told once where it happens (docs/product.md, "Notifications").

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const told = (userId: string, kind: string) =>
  server.deps.db
    .select({ title: notifications.title, body: notifications.body, link: notifications.link })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));

async function linkedPlayer() {
  const u = await makeUser(server.deps.db);
  const mc = await makeMinecraftAccount(server.deps.db, { userId: u.id });
  return { userId: u.id, uuid: mc.uuid, name: mc.name };
}

describe('notified events', () => {
  it('check-in opening: each registered player who has not checked in, once however often the job runs', async () => {
    const db = server.deps.db;
    await resetCup(db);
    const [waiting] = await addPlayers(db, 1, { checkedIn: false });
    const [done] = await addPlayers(db, 1, { checkedIn: true, firstSlot: 2 });
    expect(await notifyOpenCheckins(db)).toBeGreaterThanOrEqual(1);
    expect(await notifyOpenCheckins(db)).toBe(0);
    expect(await told(waiting!.userId, 'checkin_open')).toEqual([
      expect.objectContaining({
        title: "Check-in is open: Founders' Cup #1",
        body: expect.stringMatching(
          /^Check in before \w+ \d+\w\w, \d{4}, \d+:\d\d [AP]M EST, or your place goes to the waitlist\.$/,
        ),
        link: '/tournaments/founders-cup-1',
      }),
    ]);
    expect(await told(done!.userId, 'checkin_open')).toEqual([]);
  });

  it('a drawn bracket tells both players of each first-round match who they play', async () => {
    const db = server.deps.db;
    await resetCup(db);
    const players = await addPlayers(db, 16);
    const staff = await makeUser(db, { role: 'staff' });
    await generateRoundOne(db, { id: staff.id }, 'founders-cup-1');
    const ready = (await bracket(db)).filter((m) => m.player1Id && m.player2Id);
    expect(ready.length).toBeGreaterThan(0);
    const byRegistration = new Map(players.map((p) => [p.id, p]));
    for (const m of ready) {
      const [one, two] = [byRegistration.get(m.player1Id!)!, byRegistration.get(m.player2Id!)!];
      expect(await told(one.userId, 'match_ready')).toEqual([
        {
          title: "Your match is ready: Founders' Cup #1, round 1",
          body: `You play ${two.name} next (match ${m.matchNumber}).`,
          link: '/tournament-bracket',
        },
      ]);
      expect((await told(two.userId, 'match_ready'))[0]?.body).toBe(
        `You play ${one.name} next (match ${m.matchNumber}).`,
      );
    }
    // Players drawn into a later round have no opponent yet: nothing to tell.
    const drawn = new Set(ready.flatMap((m) => [m.player1Id, m.player2Id]));
    for (const p of players.filter((x) => !drawn.has(x.id))) expect(await told(p.userId, 'match_ready')).toEqual([]);
  });

  it('a new badge is told once; awarding it again tells nothing', async () => {
    const p = await linkedPlayer();
    const award = () =>
      server.deps.db.transaction((tx) =>
        awardSeasonBadge(tx, { player: { uuid: p.uuid, name: p.name }, gym: { id: null, element: 'fire' } }),
      );
    await award();
    await award();
    expect(await told(p.userId, 'badge_awarded')).toEqual([
      { title: 'Badge awarded: Fire', body: 'You earned the Fire gym badge of season 1.', link: '/season1' },
    ]);
  });

  it('a delivery the game server reports failed tells its player, with the error', async () => {
    const p = await linkedPlayer();
    const db = server.deps.db;
    const [id] = await db.transaction((tx) =>
      enqueueDeliveries(tx, [{ kind: 'crate_keys', playerUuid: p.uuid, payload: { crate: 'rare', quantity: 2 } }]),
    );
    await db.execute(sql`update delivery_actions set status = 'leased' where id = ${id}::uuid`);
    await acknowledgeDeliveries(db, [{ id: id!, status: 'failed', error: 'Inventory full' }]);
    expect(await told(p.userId, 'delivery_failed')).toEqual([
      {
        title: 'A delivery failed in game',
        body: 'Your crate keys could not be given in game (Inventory full). Staff can see it and put it right; contact support if it stays missing.',
        link: '/purchase-history',
      },
    ]);
  });
});
