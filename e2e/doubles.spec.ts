import { eq, sql } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { leagueDateClock } from '../src/domain/shared/league-time';
import { doublesRegistrations, tournaments } from '../src/server/db/schema/index';
import { makeUser } from '../src/server/db/seed/factories';
import { expect, seriousA11yViolations, signIn, test } from './support/fixtures';
import { linkMinecraftOf } from './tournament-helpers';

// The doubles tournament record is shared: the last journey closes its registration for a moment,
// so the journeys of this file run one after another.
test.describe.configure({ mode: 'serial' });

const TEAM: [string, string, [string, string, string, string]][] = [
  ['Incineroar', 'Sitrus Berry', ['Fake Out', 'Flare Blitz', 'Parting Shot', 'Knock Off']],
  ['Rillaboom', 'Assault Vest', ['Fake Out', 'Grassy Glide', 'Wood Hammer', 'U-turn']],
  ['Garchomp', 'Life Orb', ['Earthquake', 'Dragon Claw', 'Protect', 'Rock Slide']],
  ['Charizard', 'Charcoal', ['Heat Wave', 'Air Slash', 'Protect', 'Return']],
  ['Amoonguss', 'Rocky Helmet', ['Spore', 'Rage Powder', 'Pollen Puff', 'Protect']],
  ['Urshifu', 'Focus Sash', ['Wicked Blow', 'Close Combat', 'Sucker Punch', 'Detect']],
];

async function fillTeam(page: Page, team = TEAM) {
  for (const [i, [species, item, moves]] of team.entries()) {
    await page.getByLabel(`Pokémon ${i + 1} species`).fill(species);
    await page.getByLabel(`Pokémon ${i + 1} held item`).fill(item);
    for (const [k, move] of moves.entries()) await page.getByLabel(`Pokémon ${i + 1} move ${k + 1}`).fill(move);
  }
}

async function agreeAll(page: Page) {
  const submit = page.getByRole('button', { name: 'Register Team' });
  await page.getByLabel('I have read and agree to the tournament rules.').check();
  await page.getByLabel('I will check in 30 minutes before the start.').check();
  await expect(submit).toBeDisabled();
  await page.getByLabel(/I will disclose my team to staff/).check();
  await expect(submit).toBeEnabled();
}

test('an invalid team shows each message beside its field, then registers and is modified in place', async ({
  page,
  db,
}) => {
  test.setTimeout(120_000); // 36 fields to fill on a shared machine
  const name = `Doubles ${Date.now()}`;
  await page.goto('/mid-season-doubles');
  await expect(page.getByRole('heading', { name: 'Mid-Season Doubles Showdown' })).toBeVisible();
  const info = (await (await page.request.get('/api/mid-season-doubles')).json()) as { startsAt: string };
  await expect(page.getByText(leagueDateClock(info.startsAt))).toBeVisible();
  await expect(page.getByText('You must be logged in to register')).toBeVisible();
  await signIn(page, { newName: name });
  await linkMinecraftOf(db, name, 'Doubles_E2E');
  await page.goto('/mid-season-doubles');
  // The names come from the account: the Discord name and the linked Minecraft account.
  await expect(page.getByLabel('Discord tag')).toHaveValue(name);
  await expect(page.getByLabel('Minecraft username')).toHaveValue('Doubles_E2E');

  const invalid = structuredClone(TEAM);
  invalid[3] = ['Charizard', 'Charizardite X', ['Heat Wave', 'Air Slash', 'Protect', 'Spore']];
  await page.getByLabel('Timezone').fill('EST');
  await fillTeam(page, invalid);
  await page.getByLabel('Pokémon 2', { exact: true }).check();
  await page.getByLabel('Tera type').selectOption('Fire');
  await agreeAll(page);
  await page.getByRole('button', { name: 'Register Team' }).click();
  await expect(page.getByText('Pokémon 4 held item: Mega evolutions are banned.', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Pokémon 4 held item')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText("Pokémon 4 move 4: Charizard can't learn Spore.", { exact: true })).toBeVisible();
  await expect(page.getByLabel('Pokémon 4 move 4')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Error', { exact: true })).toBeVisible();

  await page.getByLabel('Pokémon 4 held item').fill('Charcoal');
  await page.getByLabel('Pokémon 4 move 4').fill('Return');
  await page.getByRole('button', { name: 'Register Team' }).click();
  await expect(page.getByText("You're registered for the tournament!")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Modify Team' })).toBeVisible();
  await expect(page.getByText('Tera: Pokémon 2 (Fire)')).toBeVisible();

  await page.getByRole('button', { name: 'Modify Team' }).click();
  await page.getByLabel('Tera type').selectOption('Ghost');
  await page.getByRole('button', { name: 'Update Team' }).click();
  await expect(page.getByText('Your team has been updated!')).toBeVisible();
  await expect(page.getByText('Tera: Pokémon 2 (Ghost)')).toBeVisible();

  const rows = (
    await db.execute(sql`select r.tera_type from mid_season_doubles_registrations r
      join "user" u on u.id = r.user_id where u.name = ${name}`)
  ).rows;
  expect(rows).toEqual([{ tera_type: 'Ghost' }]);
});

test('a server failure shows Error with the server message and keeps the sheet', async ({ page, db }) => {
  test.setTimeout(120_000);
  const name = `Doubles Fail ${Date.now()}`;
  await page.goto('/mid-season-doubles');
  await signIn(page, { newName: name });
  await linkMinecraftOf(db, name, 'Doubles_Fail');
  await page.goto('/mid-season-doubles');
  await page.route('**/api/mid-season-doubles/registrations', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Something went wrong on our side.' } } }),
  );
  await page.getByLabel('Timezone').fill('UTC');
  await fillTeam(page);
  await page.getByLabel('Tera type').selectOption('Water');
  await agreeAll(page);
  await page.getByRole('button', { name: 'Register Team' }).click();
  await expect(page.getByText('Error', { exact: true })).toBeVisible();
  await expect(page.getByText('Something went wrong on our side.')).toBeVisible();
  await expect(page.getByLabel('Pokémon 6 species')).toHaveValue('Urshifu');
  await expect(page.getByRole('button', { name: 'Register Team' })).toBeEnabled();
});

test('once registration closes, every team is public on the page', async ({ page, db }) => {
  test.setTimeout(90_000);
  const name = `Closed_${Date.now() % 100_000}`;
  const owner = await makeUser(db, { name });
  await db.insert(doublesRegistrations).values({
    userId: owner.id,
    minecraftUsername: name,
    discordTag: 'closed#0001',
    email: owner.email,
    timezone: 'UTC',
    team: TEAM.map(([species, heldItem, moves]) => ({ species, heldItem, moves })),
    teraPokemonSlot: 5,
    teraType: 'Grass',
    rulesAgreement: true,
    checkinAgreement: true,
    privacyAgreement: true,
    registrationSlot: sql`(select coalesce(max(registration_slot), 0) + 1 from mid_season_doubles_registrations)`,
  });
  const [before] = await db.select().from(tournaments).where(eq(tournaments.key, 'mid-season-doubles'));
  try {
    await page.goto('/mid-season-doubles');
    await expect(page.getByRole('heading', { name: 'Registered Teams' })).toHaveCount(0);
    await db
      .update(tournaments)
      .set({ registrationClosesAt: new Date(Date.now() - 60_000) })
      .where(eq(tournaments.key, 'mid-season-doubles'));
    // Live: the page learns of the closed window without a reload.
    await expect(page.getByText('Registration is closed.')).toBeVisible();
    const team = page.getByRole('list', { name: `Team of ${name}` });
    await expect(team.getByRole('listitem')).toHaveCount(6);
    await expect(team).toContainText('Amoonguss @ Rocky Helmet');
    await expect(page.getByText('Tera: Amoonguss (Grass)')).toBeVisible();
    await expect(page.getByText('closed#0001')).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  } finally {
    await db
      .update(tournaments)
      .set({ registrationClosesAt: before!.registrationClosesAt })
      .where(eq(tournaments.key, 'mid-season-doubles'));
    await db.delete(doublesRegistrations).where(eq(doublesRegistrations.userId, owner.id));
  }
});
