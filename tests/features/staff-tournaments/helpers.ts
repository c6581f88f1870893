import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client.ts';
import {
  auditLog,
  tournamentBracketMatches,
  tournamentRegistrations,
  tournaments,
} from '../../../src/server/db/schema/index.ts';
import { makeMinecraftAccount, makeUser } from '../../../src/server/db/seed/factories.ts';
import type { TestServer } from '../../setup/test-server.ts';

export const STAFF = '/api/staff/tournaments/founders-cup-1';
export type Err = { error: { code: string; message: string; fields?: Record<string, string> } };

let n = 0;
/**
 * Registers players straight in the database (registration itself is tested elsewhere): slots from
 * `firstSlot`, registered up to 16, waitlisted after; each with a linked Minecraft account.
 */
export async function addPlayers(db: Database, count: number, o: { checkedIn?: boolean; firstSlot?: number } = {}) {
  const out: { id: string; userId: string; name: string; uuid: string; slot: number }[] = [];
  for (let i = 0; i < count; i++) {
    const name = `Cup_${++n}_${Math.floor(Math.random() * 1e4)}`.slice(0, 16);
    const u = await makeUser(db, { name });
    const mc = await makeMinecraftAccount(db, { name, userId: u.id });
    const slot = (o.firstSlot ?? 1) + i;
    const [r] = await db
      .insert(tournamentRegistrations)
      .values({
        userId: u.id,
        tournamentName: 'founders-cup-1',
        minecraftUsername: name,
        discordTag: `${name.toLowerCase()}#1`,
        email: u.email,
        timezone: 'utc',
        pokemon1: 'Garchomp',
        pokemon2: 'Garchomp',
        pokemon3: 'Garchomp',
        pokemon4: 'Garchomp',
        pokemon5: 'Garchomp',
        pokemon6: 'Garchomp',
        checkinAgreement: true,
        rulesAgreement: true,
        streamingConsent: true,
        registrationSlot: slot,
        status: slot <= 16 ? 'registered' : 'waitlisted',
        checkedInAt: o.checkedIn === false ? null : new Date(),
      })
      .returning();
    out.push({ id: r!.id, userId: u.id, name, uuid: mc.uuid, slot });
  }
  return out;
}

const HOUR = 3_600_000;

/**
 * Removes the Founders' Cup bracket and registrations, so each test starts from an empty cup, with
 * check-in open for another hour (an ended window would be closed by the server's background job).
 */
export async function resetCup(db: Database) {
  await db.delete(tournamentBracketMatches);
  await db.delete(tournamentRegistrations);
  const now = Date.now();
  await db.update(tournaments).set({
    checkinClosedAt: null,
    checkinOpensAt: new Date(now - HOUR),
    checkinClosesAt: new Date(now + HOUR),
    redemptionSeed: null,
    registrationOpen: false,
  });
}

export async function match(db: Database, round: number, matchNo: number) {
  const [m] = await db
    .select()
    .from(tournamentBracketMatches)
    .where(and(eq(tournamentBracketMatches.roundNumber, round), eq(tournamentBracketMatches.matchNumber, matchNo)));
  return m!;
}

export const bracket = (db: Database) =>
  db
    .select()
    .from(tournamentBracketMatches)
    .orderBy(asc(tournamentBracketMatches.roundNumber), asc(tournamentBracketMatches.matchNumber));

export const audits = (db: Database, action: string) =>
  db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(asc(auditLog.id));

/** POSTs to a staff endpoint as the signed-in caller; the status and the parsed body. */
export async function post<T = Record<string, unknown>>(
  server: TestServer,
  cookie: string,
  path: string,
  json: unknown = {},
) {
  const res = await server.request(`${STAFF}${path}`, { method: 'POST', cookie, json });
  return { status: res.status, body: (await res.json()) as T & Err };
}
