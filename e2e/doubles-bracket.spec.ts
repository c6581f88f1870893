import { asc, eq, inArray, sql } from 'drizzle-orm';
import { doublesRegistrations, tournamentBracketMatches, tournaments } from '../src/server/db/schema/index';
import { makeUser } from '../src/server/db/seed/factories';
import { expect as baseExpect, seriousA11yViolations, test } from './support/fixtures';
import { signInAsStaff, uniq } from './staff-tournament-helpers';

// Staff run the Mid-Season Doubles Showdown once its registration has closed, while a visitor watches
// /mid-season-doubles. It closes the shared doubles registration for a while, so it runs with the
// journeys that run brackets, after the others.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const KEY = 'mid-season-doubles';
const member = {
  species: 'Incineroar',
  heldItem: 'Sitrus Berry',
  moves: ['Fake Out', 'Flare Blitz', 'Protect', 'Knock Off'],
};

test('staff generate the doubles bracket after registration closes and report a result; the page follows live', async ({
  page,
  browser,
  db,
}) => {
  const tag = uniq();
  const names = [1, 2, 3, 4].map((i) => `Duo${i}_${tag}`.slice(0, 16));
  const ids: string[] = [];
  for (const [i, name] of names.entries()) {
    const u = await makeUser(db, { name: `Duo owner ${tag} ${i}` });
    const [r] = await db
      .insert(doublesRegistrations)
      .values({
        userId: u.id,
        minecraftUsername: name,
        discordTag: `duo${tag}${i}#1`,
        email: u.email,
        timezone: 'UTC',
        team: Array.from({ length: 6 }, () => member) as never,
        teraType: 'Water',
        rulesAgreement: true,
        checkinAgreement: true,
        privacyAgreement: true,
        // The next slot, checked in: round 1 seeds the checked-in registered teams.
        registrationSlot: sql`(select coalesce(max(registration_slot), 0) + 1 from mid_season_doubles_registrations)`,
        checkedInAt: new Date(),
      })
      .returning();
    ids.push(r!.id);
  }
  const [before] = await db.select().from(tournaments).where(eq(tournaments.key, KEY));
  try {
    // Its own context: the accessibility scan needs a page made from one.
    const context = await browser.newContext();
    const visitor = await context.newPage();
    await visitor.goto('/mid-season-doubles');
    await expect(visitor.getByRole('heading', { name: 'Team Registration' })).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'Bracket', exact: true })).toHaveCount(0);

    await db
      .update(tournaments)
      .set({ registrationClosesAt: new Date(Date.now() - 60_000) })
      .where(eq(tournaments.key, KEY));
    // Live: the closed window brings the bracket, pending, with the seeds.
    await expect(visitor.getByRole('heading', { name: 'Bracket Generation Pending' })).toBeVisible();

    await signInAsStaff(page, db, `Duo Marshal ${tag}`);
    await page.getByRole('tab', { name: 'Mid-Season Doubles Showdown' }).click();
    await expect(page.getByText('No bracket yet: once registration has closed, generate round 1.')).toBeVisible();
    await page.getByRole('button', { name: 'Generate round 1' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Generate round 1' }).click();
    await expect(page.getByText('Round 1 generated')).toBeVisible();

    // The first match with both teams (with few teams the top seeds have byes into later rounds).
    const rows = await db
      .select()
      .from(tournamentBracketMatches)
      .where(eq(tournamentBracketMatches.tournamentName, KEY))
      .orderBy(asc(tournamentBracketMatches.roundNumber), asc(tournamentBracketMatches.matchNumber));
    const playable = rows.find((r) => r.team1Id && r.team2Id && r.matchStatus === 'pending')!;
    const teams = await db
      .select()
      .from(doublesRegistrations)
      .where(inArray(doublesRegistrations.id, [playable.team1Id!, playable.team2Id!]));
    const nameOf = (id: string) => teams.find((t) => t.id === id)!.minecraftUsername;
    const [p1, p2] = [nameOf(playable.team1Id!), nameOf(playable.team2Id!)];
    const [round, n] = [playable.roundNumber, playable.matchNumber];

    const card = visitor.getByTestId(`match-${round}-${n}`);
    await expect(card).toContainText(p1);
    await expect(card).toContainText(p2);
    // The bracket arrived live below the registration: the rounds scroll sideways in their own region, and
    // the visitor's page stays where it was.
    expect(await visitor.evaluate(() => window.scrollY)).toBe(0);
    await expect(
      visitor.getByRole('region', { name: 'Bracket rounds' }).getByRole('heading', { name: 'Round of 16' }),
    ).toBeVisible();

    await page.getByRole('button', { name: `Report result: Round ${round} match ${n}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(`Games won by ${p2}`).selectOption('1');
    await dialog.getByRole('button', { name: 'Save result' }).click();
    await expect(page.getByText('Result saved')).toBeVisible();

    await expect(card.getByText(`${p1} (winner)`)).toBeAttached();
    await expect(card.getByText('completed')).toBeVisible();
    if (round < 4) await expect(visitor.getByTestId(`match-${round + 1}-${Math.ceil(n / 2)}`)).toContainText(p1);
    await expect(visitor.getByText(`duo${tag}`)).toHaveCount(0);
    expect(await seriousA11yViolations(visitor)).toEqual([]);
    await context.close();
  } finally {
    await db.delete(tournamentBracketMatches).where(eq(tournamentBracketMatches.tournamentName, KEY));
    await db
      .update(tournaments)
      .set({ registrationClosesAt: before!.registrationClosesAt })
      .where(eq(tournaments.key, KEY));
    await db.delete(doublesRegistrations).where(inArray(doublesRegistrations.id, ids));
  }
});
