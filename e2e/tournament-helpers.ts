import { and, asc, eq, isNotNull, like } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import type { Database } from '../src/server/db/client';
import { tournamentBracketMatches, tournamentRegistrations, user } from '../src/server/db/schema/index';
import { makeMinecraftAccount, makeUser } from '../src/server/db/seed/factories';
import { expect } from './support/fixtures';

// The Founders' Cup is one record shared by every journey: these helpers add rows under a name
// prefix of their own and take exactly those away again, so the demo entrants stay as they were.

export const CUP = 'founders-cup-1';
const TEAM = ['Garchomp', 'Dragapult', 'Kingambit', 'Gholdengo', 'Great Tusk', 'Iron Valiant'];

/**
 * Links a Minecraft account named `minecraftName` to the site account named `discordName`, as the game server does
 * when the player types the link code: a sign-up needs one.
 */
export async function linkMinecraftOf(db: Database, discordName: string, minecraftName = discordName) {
  await makeMinecraftAccount(db, { name: minecraftName, userId: await userIdNamed(db, discordName) });
}

/** Fills the form of a player whose linked account is named `name` (the names come from the account). */
export async function fillRegistration(page: Page, name: string) {
  await expect(page.getByLabel('Minecraft Username')).toHaveValue(name);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(`${name.toLowerCase()}@example.test`);
  await page.getByLabel('Timezone').selectOption('utc');
  for (const [i, mon] of TEAM.entries())
    await page.getByRole('combobox', { name: `Pokémon ${i + 1}`, exact: true }).fill(mon);
  await page.getByLabel('I will check in 30 minutes before the tournament starts').check();
  await page.getByLabel('I have read and agree to the tournament rules').check();
  await page.getByLabel('I consent to my matches being streamed or recorded').check();
}

/** After a failed registration: the form keeps what was typed, can be sent again, and no row was written. */
export async function expectFormKeptAndNothingWritten(page: Page, db: Database, name: string) {
  await expect(page.getByLabel('Minecraft Username')).toHaveValue(name);
  await expect(page.getByRole('button', { name: 'Register' })).toBeEnabled();
  expect(
    await db.select().from(tournamentRegistrations).where(eq(tournamentRegistrations.minecraftUsername, name)),
  ).toEqual([]);
}

export async function userIdNamed(db: Database, name: string) {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.name, name));
  return row!.id;
}

/** Active registrations by slot: [slot, status, Minecraft name]. */
export async function activeRegistrations(db: Database) {
  return db
    .select({
      id: tournamentRegistrations.id,
      slot: tournamentRegistrations.registrationSlot,
      status: tournamentRegistrations.status,
      name: tournamentRegistrations.minecraftUsername,
    })
    .from(tournamentRegistrations)
    .where(and(eq(tournamentRegistrations.tournamentName, CUP), isNotNull(tournamentRegistrations.registrationSlot)))
    .orderBy(asc(tournamentRegistrations.registrationSlot));
}

/** A registration row as the server writes one, for an account of its own (or the given one). */
export async function addRegistration(
  db: Database,
  o: { name: string; slot: number; status: 'registered' | 'waitlisted'; userId?: string },
) {
  const userId = o.userId ?? (await makeUser(db, { name: o.name })).id;
  const [row] = await db
    .insert(tournamentRegistrations)
    .values({
      userId,
      tournamentName: CUP,
      minecraftUsername: o.name,
      discordTag: o.name.toLowerCase(),
      email: `${o.name.toLowerCase()}@example.test`,
      timezone: 'utc',
      pokemon1: TEAM[0]!,
      pokemon2: TEAM[1]!,
      pokemon3: TEAM[2]!,
      pokemon4: TEAM[3]!,
      pokemon5: TEAM[4]!,
      pokemon6: TEAM[5]!,
      checkinAgreement: true,
      rulesAgreement: true,
      streamingConsent: true,
      registrationSlot: o.slot,
      status: o.status,
    })
    .returning();
  return row!;
}

/** Removes the registrations whose Minecraft name starts with `prefix` (and their events). */
export async function removeRegistrations(db: Database, prefix: string) {
  await db
    .delete(tournamentRegistrations)
    .where(
      and(
        eq(tournamentRegistrations.tournamentName, CUP),
        like(tournamentRegistrations.minecraftUsername, `${prefix}%`),
      ),
    );
}

type MatchRow = typeof tournamentBracketMatches.$inferInsert;
export type SeedMatch = Omit<MatchRow, 'tournamentName'>;

/** Writes bracket matches as staff tools would leave them (upsert by round and match). */
export async function seedMatches(db: Database, matches: SeedMatch[]) {
  for (const m of matches) {
    await db
      .insert(tournamentBracketMatches)
      .values({ ...m, tournamentName: CUP })
      .onConflictDoUpdate({
        target: [
          tournamentBracketMatches.tournamentName,
          tournamentBracketMatches.roundNumber,
          tournamentBracketMatches.matchNumber,
        ],
        set: { ...m, tournamentName: CUP },
      });
  }
}

export async function clearMatches(db: Database) {
  await db.delete(tournamentBracketMatches).where(eq(tournamentBracketMatches.tournamentName, CUP));
}

type Status = 'pending' | 'in_progress' | 'completed';

/**
 * A whole bracket over twelve registration ids: the first player of each match wins it. `status`
 * says how far each round got; a pending round has no players yet, an unfinished one no winner.
 */
export function bracketOf(ids: string[], status: (round: number) => Status): SeedMatch[] {
  const pairs: [number, number, string, string][] = [
    ...Array.from(
      { length: 6 },
      (_, m) => [1, m + 1, ids[2 * m]!, ids[2 * m + 1]!] as [number, number, string, string],
    ),
    ...Array.from(
      { length: 3 },
      (_, g) => [2, g + 1, ids[4 * g]!, ids[4 * g + 2]!] as [number, number, string, string],
    ),
    [3, 1, ids[1]!, ids[3]!],
    [4, 1, ids[0]!, ids[4]!],
    [4, 2, ids[8]!, ids[1]!],
    [5, 1, ids[0]!, ids[8]!],
  ];
  return pairs.map(([roundNumber, matchNumber, p1, p2]) => {
    const s = status(roundNumber);
    return {
      roundNumber,
      matchNumber,
      matchStatus: s,
      player1Id: s === 'pending' ? null : p1,
      player2Id: s === 'pending' ? null : p2,
      winnerId: s === 'completed' ? p1 : null,
      gamesWonP1: s === 'completed' ? 2 : s === 'in_progress' ? 1 : 0,
      gamesWonP2: s === 'completed' ? 1 : 0,
      outcome: s === 'completed' ? 'played' : null,
    };
  });
}
