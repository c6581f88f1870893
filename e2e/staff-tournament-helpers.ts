import { and, asc, eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import type { Database } from '../src/server/db/client';
import {
  minecraftAccounts,
  tournamentBracketMatches,
  tournamentRegistrations,
  tournaments,
  user,
} from '../src/server/db/schema/index';
import { expect, signIn } from './support/fixtures';

// The Founders' Cup is one record shared by every journey. The journeys that run it (generate round
// 1, report results) run after the others (their own Playwright project) and remove the bracket again.

const CUP = 'founders-cup-1';
export const uniq = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e3)}`;

export async function resetBracket(db: Database) {
  await db.delete(tournamentBracketMatches).where(eq(tournamentBracketMatches.tournamentName, CUP));
  await db.update(tournaments).set({ redemptionSeed: null }).where(eq(tournaments.key, CUP));
}

/** A new account made staff in the database (the site has no way to make the first staff member). */
export async function signInAsStaff(page: Page, db: Database, name: string) {
  await page.goto('/staff/tournaments');
  await signIn(page, { newName: name });
  await db.update(user).set({ role: 'staff' }).where(eq(user.name, name));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Tournaments', level: 1 })).toBeVisible();
}

export async function generateRoundOne(page: Page) {
  await page.getByRole('button', { name: 'Generate round 1' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Generate round 1' }).click();
  await expect(page.getByText('Round 1 generated')).toBeVisible();
}

/**
 * The first round-1 match with two players (with fewer than twelve checked in, the top seeds have
 * byes): its id, number, group and both players' registration id, Minecraft name and linked UUID.
 */
export async function playableMatch(db: Database) {
  const rows = await db
    .select()
    .from(tournamentBracketMatches)
    .where(and(eq(tournamentBracketMatches.tournamentName, CUP), eq(tournamentBracketMatches.roundNumber, 1)))
    .orderBy(asc(tournamentBracketMatches.matchNumber));
  const m = rows.find((r) => r.player1Id && r.player2Id)!;
  const player = async (id: string) => {
    const [r] = await db
      .select({
        id: tournamentRegistrations.id,
        name: tournamentRegistrations.minecraftUsername,
        uuid: minecraftAccounts.uuid,
      })
      .from(tournamentRegistrations)
      .leftJoin(minecraftAccounts, eq(minecraftAccounts.userId, tournamentRegistrations.userId))
      .where(eq(tournamentRegistrations.id, id));
    return r!;
  };
  const n = m.matchNumber;
  return {
    id: m.id,
    match: n,
    group: ['A', 'B', 'C'][Math.ceil(n / 2) - 1]!,
    /** The round-2 match its winner goes to. */
    next: Math.ceil(n / 2),
    p1: await player(m.player1Id!),
    p2: await player(m.player2Id!),
  };
}
