import { eq, inArray, isNotNull } from 'drizzle-orm';
import type { Browser, Page } from '@playwright/test';
import type { Database } from '../src/server/db/client';
import { doublesRegistrations, tournaments } from '../src/server/db/schema/index';
import { makeUser } from '../src/server/db/seed/factories';
import { expect as baseExpect, seriousA11yViolations, signIn, test } from './support/fixtures';
import { uniq } from './staff-tournament-helpers';
import { linkMinecraftOf, userIdNamed } from './tournament-helpers';

// The Mid-Season Doubles Showdown's waitlist, promotion, check-in and its close, as three players see them. It
// moves the shared doubles record's windows, so it runs with the journeys that run tournaments, alone.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ mode: 'serial', timeout: 420_000 });

const KEY = 'mid-season-doubles';
const MINUTE = 60_000;
const TEAM: [string, string, [string, string, string, string]][] = [
  ['Incineroar', 'Sitrus Berry', ['Fake Out', 'Flare Blitz', 'Parting Shot', 'Knock Off']],
  ['Rillaboom', 'Assault Vest', ['Fake Out', 'Grassy Glide', 'Wood Hammer', 'U-turn']],
  ['Garchomp', 'Life Orb', ['Earthquake', 'Dragon Claw', 'Protect', 'Rock Slide']],
  ['Charizard', 'Charcoal', ['Heat Wave', 'Air Slash', 'Protect', 'Return']],
  ['Amoonguss', 'Rocky Helmet', ['Spore', 'Rage Powder', 'Pollen Puff', 'Protect']],
  ['Urshifu', 'Focus Sash', ['Wicked Blow', 'Close Combat', 'Sucker Punch', 'Detect']],
];
const SHEET = {
  timezone: 'EST',
  team: TEAM.map(([species, heldItem, moves]) => ({ species, heldItem, moves })),
  teraPokemonSlot: 1,
  teraType: 'Fire',
  rulesAgreement: true,
  checkinAgreement: true,
  privacyAgreement: true,
};
const CONFIRMED = 'Your team is confirmed for the Mid-Season Doubles Showdown! (slot';
const WAITLISTED = 'Your team is on the waitlist for the Mid-Season Doubles Showdown. (slot';

/** A new player signed in on /mid-season-doubles in a page of its own, with a linked Minecraft account. */
async function player(browser: Browser, db: Database, name: string, page?: Page) {
  const p = page ?? (await (await browser.newContext()).newPage());
  if (!page) opened.push(p);
  await p.goto('/mid-season-doubles');
  await signIn(p, { newName: name });
  await linkMinecraftOf(db, name, name.replace(/\W+/g, '_').slice(0, 16));
  return { page: p, userId: await userIdNamed(db, name) };
}

/** Registers the page's player through the API (the form itself is walked for the waitlisted player below). */
async function registerByApi(p: Page) {
  const origin = new URL(p.url()).origin;
  const res = await p.request.post('/api/mid-season-doubles/registrations', { headers: { origin }, data: SHEET });
  expect(res.status()).toBe(201);
  await p.goto('/mid-season-doubles');
}

/** Fills the open registered slots but two with checked-in teams of their own. */
async function fillToFourteen(db: Database, tag: string) {
  const used = await db
    .select({ slot: doublesRegistrations.registrationSlot })
    .from(doublesRegistrations)
    .where(isNotNull(doublesRegistrations.registrationSlot));
  const free = Array.from({ length: 16 }, (_, i) => i + 1).filter((s) => !used.some((u) => u.slot === s));
  const ids: string[] = [];
  for (const slot of free.slice(0, -2)) {
    const u = await makeUser(db, { name: `Filler ${tag} ${slot}` });
    await db.insert(doublesRegistrations).values({
      ...SHEET,
      team: SHEET.team as never,
      userId: u.id,
      minecraftUsername: `F${slot}_${tag}`.slice(0, 16),
      discordTag: `filler${tag}${slot}`,
      email: u.email,
      registrationSlot: slot,
      status: 'registered',
      checkedInAt: new Date(),
    });
    ids.push(u.id);
  }
  return ids;
}

async function fillForm(page: Page) {
  await page.getByLabel('Timezone').fill('EST');
  for (const [i, [species, item, moves]] of TEAM.entries()) {
    await page.getByLabel(`Pokémon ${i + 1} species`).fill(species);
    await page.getByLabel(`Pokémon ${i + 1} held item`).fill(item);
    for (const [k, move] of moves.entries()) await page.getByLabel(`Pokémon ${i + 1} move ${k + 1}`).fill(move);
  }
  await page.getByLabel('Tera type').selectOption('Fire');
  await page.getByLabel('I have read and agree to the tournament rules.').check();
  await page.getByLabel('I will check in 30 minutes before the start.').check();
  await page.getByLabel(/I will disclose my team to staff/).check();
}

const opened: Page[] = [];
test.afterAll(async () => Promise.all(opened.map((p) => p.context().close())));

const setWindows = (db: Database, w: Partial<typeof tournaments.$inferInsert>) =>
  db.update(tournaments).set(w).where(eq(tournaments.key, KEY));

test('the 17th team is waitlisted, takes a withdrawn place live, checks in; the close drops a team that did not', async ({
  page,
  browser,
  db,
}) => {
  const tag = uniq();
  const [before] = await db.select().from(tournaments).where(eq(tournaments.key, KEY));
  const now = Date.now();
  const users: string[] = [];
  try {
    await setWindows(db, {
      registrationOpen: true,
      registrationOpensAt: new Date(now - 60 * MINUTE),
      registrationClosesAt: new Date(now + 60 * MINUTE),
      checkinOpensAt: new Date(now + 30 * MINUTE),
      checkinClosesAt: new Date(now + 60 * MINUTE),
      checkinClosedAt: null,
    });
    users.push(...(await fillToFourteen(db, tag)));
    // Carl takes slot 15 and will miss check-in; Bea takes slot 16; Ada, the 17th, registers with the form.
    const carl = await player(browser, db, `Carl ${tag}`);
    const bea = await player(browser, db, `Bea ${tag}`);
    users.push(carl.userId, bea.userId);
    await registerByApi(carl.page);
    await registerByApi(bea.page);
    await expect(bea.page.getByText(`${CONFIRMED} 16)`)).toBeVisible();

    const ada = await player(browser, db, `Ada ${tag}`, page);
    users.push(ada.userId);
    await page.goto('/mid-season-doubles');
    await fillForm(page);
    await page.getByRole('button', { name: 'Register Team' }).click();
    await expect(page.getByText("You're on the waitlist for the Mid-Season Doubles Showdown.")).toBeVisible();
    await expect(page.getByText(WAITLISTED)).toBeVisible();
    await expect(page.getByText(/Check in here 30 minutes before the start/)).toBeVisible();

    // Bea withdraws: Ada takes her place, live on Ada's page.
    await bea.page.getByRole('button', { name: 'Withdraw' }).click();
    await expect(bea.page.getByText(/You withdrew your team/)).toBeVisible();
    await expect(page.getByText(`${CONFIRMED} 16)`)).toBeVisible();

    // Bea registers again, at the back of the waitlist.
    await registerByApi(bea.page);
    await expect(bea.page.getByText(WAITLISTED)).toBeVisible();

    // Check-in opens (30 minutes before the start): Ada and Bea check in, Carl does not.
    await setWindows(db, { checkinOpensAt: new Date(Date.now() - MINUTE) });
    await page.getByRole('button', { name: 'Check In' }).click();
    await expect(page.getByText('Your team is checked in.')).toBeVisible();
    await bea.page.getByRole('button', { name: 'Check In' }).click();
    await expect(bea.page.getByText('Your team is checked in.')).toBeVisible();
    await expect(carl.page.getByText('Check-in is open: check in now to keep your place.')).toBeVisible();

    // The window ends: the server closes check-in by itself. Carl loses his place, Bea is promoted.
    await setWindows(db, { checkinClosesAt: new Date(Date.now() - 1000) });
    await expect(carl.page.getByText(/Your team lost its place because you did not check in/)).toBeVisible();
    await expect(bea.page.getByText(CONFIRMED)).toBeVisible();
    await expect(page.getByText(`${CONFIRMED} 16)`)).toBeVisible();
    const [carlRow] = await db.select().from(doublesRegistrations).where(eq(doublesRegistrations.userId, carl.userId));
    expect(carlRow).toMatchObject({ status: 'dropped', registrationSlot: null });
    expect(await seriousA11yViolations(page)).toEqual([]);
  } finally {
    await db.delete(doublesRegistrations).where(inArray(doublesRegistrations.userId, users));
    const { registrationOpen, registrationOpensAt, registrationClosesAt, checkinOpensAt, checkinClosesAt } = before!;
    await setWindows(db, {
      registrationOpen,
      registrationOpensAt,
      registrationClosesAt,
      checkinOpensAt,
      checkinClosesAt,
      checkinClosedAt: before!.checkinClosedAt,
    });
  }
});
