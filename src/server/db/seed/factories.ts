import { createHash, randomUUID } from 'node:crypto';
import type { Tx } from '../client.ts';
import {
  account,
  badgeAwards,
  eloRatings,
  eventRegistrations,
  events,
  gymLeaders,
  matches,
  minecraftAccounts,
  user,
} from '../schema/index.ts';

// One set of factories for the demo data and the tests. Each inserts one row with believable
// defaults, takes overrides, and returns the row as stored.

/** A UUID derived from a name, so demo data is the same on every machine. */
export function uuidFrom(name: string): string {
  const h = createHash('sha1').update(name).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

let counter = 0;
const next = () => ++counter;

export async function makeUser(db: Tx, o: Partial<typeof user.$inferInsert> = {}) {
  const n = next();
  const discordId = o.discordId ?? `3${String(Date.now()).slice(-9)}${String(n).padStart(8, '0')}`;
  const [row] = await db
    .insert(user)
    .values({ id: randomUUID(), name: `Trainer ${n}`, email: `${discordId}@example.test`, discordId, ...o })
    .returning();
  // The Discord account row lets this user sign in through the OAuth flow.
  await db
    .insert(account)
    .values({ id: randomUUID(), accountId: row!.discordId!, providerId: 'discord', userId: row!.id });
  return row!;
}

export async function makeMinecraftAccount(db: Tx, o: Partial<typeof minecraftAccounts.$inferInsert> = {}) {
  const name = o.name ?? `Player${next()}`;
  const [row] = await db
    .insert(minecraftAccounts)
    .values({ uuid: uuidFrom(`mc:${name}:${o.userId ?? ''}`), name, linkedAt: o.userId ? new Date() : null, ...o })
    .returning();
  return row!;
}

export async function makeRating(db: Tx, o: Partial<typeof eloRatings.$inferInsert> & { playerUuid: string }) {
  const wins = o.wins ?? 0;
  const losses = o.losses ?? 0;
  const [row] = await db
    .insert(eloRatings)
    .values({ rating: 1000, gamesPlayed: wins + losses, ...o, wins, losses })
    .returning();
  return row!;
}

export async function makeGymLeader(db: Tx, o: Partial<typeof gymLeaders.$inferInsert> = {}) {
  const [row] = await db
    .insert(gymLeaders)
    .values({ displayName: `Leader ${next()}`, element: 'normal', status: 'offline', ...o })
    .returning();
  return row!;
}

export async function makeMatch(
  db: Tx,
  o: Partial<typeof matches.$inferInsert> & { leaderUuid: string; challengerUuid: string },
) {
  const [row] = await db
    .insert(matches)
    .values({ id: o.id ?? `match-${randomUUID()}`, kind: o.gymLeaderId ? 'gym' : 'ladder', ...o })
    .returning();
  return row!;
}

export async function makeEvent(db: Tx, o: Partial<typeof events.$inferInsert> = {}) {
  const [row] = await db
    .insert(events)
    .values({ title: `Event ${next()}`, kind: 'quick', startAt: new Date(Date.now() + 86_400_000), ...o })
    .returning();
  return row!;
}

export async function makeEventRegistration(db: Tx, o: typeof eventRegistrations.$inferInsert) {
  const [row] = await db.insert(eventRegistrations).values(o).returning();
  return row!;
}

export async function makeBadgeAward(db: Tx, o: typeof badgeAwards.$inferInsert) {
  const [row] = await db.insert(badgeAwards).values(o).onConflictDoNothing().returning();
  return row;
}
