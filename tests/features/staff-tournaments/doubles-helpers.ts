import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client.ts';
import { doublesRegistrations, tournamentBracketMatches } from '../../../src/server/db/schema/index.ts';
import { makeMinecraftAccount, makeUser } from '../../../src/server/db/seed/factories.ts';
import type { TestServer } from '../../setup/test-server.ts';
import type { Err } from './helpers.ts';

export const DOUBLES = '/api/staff/tournaments/mid-season-doubles';
const member = {
  species: 'Incineroar',
  heldItem: 'Sitrus Berry',
  moves: ['Fake Out', 'Flare Blitz', 'Protect', 'Knock Off'],
};

let n = 0;
/**
 * Registers doubles teams straight in the database (the form is tested elsewhere), one second apart, each
 * registrant with a linked Minecraft account: the next slots, registered up to 16 and waitlisted after,
 * checked in unless told.
 */
export async function addTeams(db: Database, count: number, o: { checkedIn?: boolean } = {}) {
  const out: { id: string; name: string; userId: string; uuid: string; slot: number }[] = [];
  const start = Date.now() - 3_600_000;
  const [last] = await db
    .select({ max: sql<number | null>`max(${doublesRegistrations.registrationSlot})` })
    .from(doublesRegistrations);
  for (let i = 0; i < count; i++) {
    const name = `Duo_${++n}_${Math.floor(Math.random() * 1e4)}`.slice(0, 16);
    const u = await makeUser(db, { name });
    const mc = await makeMinecraftAccount(db, { name, userId: u.id });
    const slot = (last?.max ?? 0) + i + 1;
    const [r] = await db
      .insert(doublesRegistrations)
      .values({
        userId: u.id,
        minecraftUsername: name,
        discordTag: `${name.toLowerCase()}#7`,
        email: u.email,
        timezone: 'UTC',
        team: Array.from({ length: 6 }, () => member) as never,
        teraType: 'Fire',
        rulesAgreement: true,
        checkinAgreement: true,
        privacyAgreement: true,
        registrationSlot: slot,
        status: slot <= 16 ? 'registered' : 'waitlisted',
        checkedInAt: o.checkedIn === false ? null : new Date(),
        createdAt: new Date(start + n * 1000),
      })
      .returning();
    out.push({ id: r!.id, name, userId: u.id, uuid: mc.uuid, slot });
  }
  return out;
}

/** Registration open (window around now) or closed (window ended an hour ago). */
export async function setDoublesRegistration(db: Database, state: 'open' | 'closed') {
  const closes = state === 'closed' ? sql`now() - interval '1 hour'` : sql`now() + interval '1 day'`;
  await db.execute(sql`update tournaments set registration_open = true,
    registration_opens_at = now() - interval '2 days', registration_closes_at = ${closes}
    where key = 'mid-season-doubles'`);
}

export async function resetDoubles(db: Database) {
  await db.delete(tournamentBracketMatches).where(eq(tournamentBracketMatches.tournamentName, 'mid-season-doubles'));
  await db.delete(doublesRegistrations);
}

export const doublesBracketRows = (db: Database) =>
  db
    .select()
    .from(tournamentBracketMatches)
    .where(eq(tournamentBracketMatches.tournamentName, 'mid-season-doubles'))
    .orderBy(asc(tournamentBracketMatches.roundNumber), asc(tournamentBracketMatches.matchNumber));

export async function postDoubles<T = Record<string, unknown>>(
  server: TestServer,
  cookie: string,
  path: string,
  json: unknown = {},
) {
  const res = await server.request(`${DOUBLES}${path}`, { method: 'POST', cookie, json });
  return { status: res.status, body: (await res.json()) as T & Err };
}
