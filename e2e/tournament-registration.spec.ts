import { and, eq } from 'drizzle-orm';
import { tournamentRegistrationEvents, tournamentRegistrations, tournaments } from '../src/server/db/schema/index';
import { expect, seriousA11yViolations, signIn, test } from './support/fixtures';
import {
  activeRegistrations,
  addRegistration,
  bracketOf,
  CUP,
  clearMatches,
  expectFormKeptAndNothingWritten,
  fillRegistration,
  linkMinecraftOf,
  removeRegistrations,
  seedMatches,
  userIdNamed,
} from './tournament-helpers';

// One Founders' Cup is shared by every journey, and its slots are the point of these tests: they run
// one after another, and each removes the rows it added (names starting with PREFIX).
test.describe.configure({ mode: 'serial' });
const PREFIX = `E2eCup${Date.now() % 100_000}`;
test.afterAll(async ({ db }) => {
  await clearMatches(db);
  await removeRegistrations(db, PREFIX);
});

test.describe("Founders' Cup #1", () => {
  test('signed out: the form shows, Register is disabled with the sign-in text', async ({ page }) => {
    await page.goto('/tournaments/founders-cup-1');
    await expect(page.getByRole('heading', { name: "Founders' Cup #1", level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Bracket' })).toHaveAttribute('target', '_blank');
    await expect(page.getByText('Please sign in to register for the tournament.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Register' })).toBeDisabled();
    await expect(page.getByLabel('Pokémon 6')).toBeVisible();
  });

  test('confirmed, then waitlisted, then a withdrawal promotes the waitlisted player live', async ({
    page,
    browser,
    db,
  }) => {
    test.setTimeout(90_000);
    // Leave exactly one free slot up to 16, so the first newcomer is confirmed and the second waitlisted.
    const active = await activeRegistrations(db);
    expect(active.filter((r) => r.status === 'waitlisted')).toEqual([]);
    const taken = new Set(active.map((r) => r.slot));
    const free = Array.from({ length: 16 }, (_, i) => i + 1).filter((s) => !taken.has(s));
    for (const slot of free.slice(1)) {
      await addRegistration(db, { name: `${PREFIX}F${slot}`, slot, status: 'registered' });
    }
    const [first, second] = [`${PREFIX}Alpha`, `${PREFIX}Beta`];

    await page.goto('/tournaments/founders-cup-1');
    await signIn(page, { newName: first });
    await linkMinecraftOf(db, first);
    await page.goto('/tournaments/founders-cup-1#signup');
    await fillRegistration(page, first);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Registration Successful')).toBeVisible();
    await expect(page.getByText("You're confirmed for Founders' Cup #1!", { exact: true })).toBeVisible();
    await expect(page.getByTestId('confirmation')).toContainText(`(slot ${free[0]})`);

    const other = await browser.newContext();
    const page2 = await other.newPage();
    await page2.goto('/tournaments/founders-cup-1');
    await signIn(page2, { newName: second });
    await linkMinecraftOf(db, second);
    await page2.goto('/tournaments/founders-cup-1#signup');
    await fillRegistration(page2, second);
    await page2.getByRole('button', { name: 'Register' }).click();
    await expect(page2.getByText("You're on the waitlist for Founders' Cup #1.", { exact: true })).toBeVisible();
    await expect(page2.getByTestId('confirmation')).toContainText(
      "You're on the waitlist for Founders' Cup #1. (slot 17)",
    );

    await page.getByRole('button', { name: 'Withdraw' }).click();
    await expect(page.getByRole('button', { name: 'Register' })).toBeVisible();
    // The promoted player sees it without reloading.
    await expect(page2.getByTestId('confirmation')).toContainText(
      `You're confirmed for Founders' Cup #1! (slot ${free[0]})`,
    );
    const [row] = await db
      .select()
      .from(tournamentRegistrations)
      .where(eq(tournamentRegistrations.minecraftUsername, second));
    expect(row).toMatchObject({ status: 'registered', registrationSlot: free[0] });
    const events = await db
      .select()
      .from(tournamentRegistrationEvents)
      .where(
        and(
          eq(tournamentRegistrationEvents.registrationId, row!.id),
          eq(tournamentRegistrationEvents.action, 'promoted'),
        ),
      );
    expect(events).toEqual([expect.objectContaining({ actorUserId: null })]);
    await other.close();
  });

  test('an account that is registered sees Already Registered instead of the form', async ({ page, db }) => {
    const name = `${PREFIX}Again`;
    await page.goto('/tournaments/founders-cup-1');
    await signIn(page, { newName: name });
    const slot = Math.max(...(await activeRegistrations(db)).map((r) => r.slot!)) + 1;
    await addRegistration(db, { name, slot, status: 'waitlisted', userId: await userIdNamed(db, name) });
    await page.goto('/tournaments/founders-cup-1');
    await expect(page.getByRole('heading', { name: 'Already Registered' })).toBeVisible();
    await expect(page.getByText('You have already registered for this tournament.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Register' })).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('a server failure shows the Registration Failed toast and keeps the form', async ({ page, db }) => {
    const name = `${PREFIX}Oops`;
    await page.goto('/tournaments/founders-cup-1');
    await signIn(page, { newName: name });
    await linkMinecraftOf(db, name);
    await page.goto('/tournaments/founders-cup-1#signup');
    await page.route('**/api/tournaments/founders-cup-1/registration', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Internal error.' } } })
        : route.fallback(),
    );
    await fillRegistration(page, name);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Registration Failed')).toBeVisible();
    await expect(
      page.getByText('There was an error submitting your registration. Please try again.', { exact: true }),
    ).toBeVisible();
    await expectFormKeptAndNothingWritten(page, db, name);
  });
});

test.describe("Founders' Cup #1 while the tournament is locked", () => {
  test('a slot that cannot be assigned shows the Unable to assign toast and keeps the form', async ({ page, db }) => {
    test.setTimeout(60_000);
    const name = `${PREFIX}Lock`;
    await page.goto('/tournaments/founders-cup-1');
    await signIn(page, { newName: name });
    await linkMinecraftOf(db, name);
    await page.goto('/tournaments/founders-cup-1#signup');
    await fillRegistration(page, name);
    // Another transaction holds the tournament row longer than a registration waits for it.
    await db.transaction(async (tx) => {
      await tx.select().from(tournaments).where(eq(tournaments.key, CUP)).for('update');
      await page.getByRole('button', { name: 'Register' }).click();
      await expect(page.getByText('Registration Failed')).toBeVisible({ timeout: 15_000 });
    });
    await expect(
      page.getByText('Unable to assign registration slot. Please try again.', { exact: true }),
    ).toBeVisible();
    await expectFormKeptAndNothingWritten(page, db, name);
  });
});

test.describe('the public bracket', () => {
  const ids = async (db: Parameters<typeof activeRegistrations>[0]) =>
    (await activeRegistrations(db)).filter((r) => r.status === 'registered').slice(0, 12);

  test('pending: seeds and open slots on both routes', async ({ page, db }) => {
    await clearMatches(db);
    const registered = (await activeRegistrations(db)).filter((r) => r.status === 'registered');
    const open = Array.from({ length: 16 }, (_, i) => i + 1).filter((s) => !registered.some((r) => r.slot === s));
    for (const path of ['/tournament-bracket', '/founders-1']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Bracket Generation Pending' })).toBeVisible();
      await expect(page.getByText(`${registered.length} / 16 registered`)).toBeVisible();
      await expect(page.getByText(`Seed 1: ${registered[0]!.name}`)).toBeVisible();
      for (const s of open) await expect(page.getByText(`Seed ${s}: Open slot`)).toBeVisible();
    }
  });

  test('in progress: groups, status labels, TBD and the winner marked', async ({ page, db }) => {
    const p = await ids(db);
    const bracket = bracketOf(
      p.map((r) => r.id),
      (round) => (round === 1 ? 'in_progress' : 'pending'),
    );
    bracket[0] = { ...bracket[0]!, matchStatus: 'completed', winnerId: p[0]!.id, gamesWonP1: 2, gamesWonP2: 1 };
    bracket[6] = { ...bracket[6]!, player1Id: p[0]!.id };
    await seedMatches(db, bracket);
    await page.goto('/tournament-bracket');
    await expect(page.getByRole('heading', { name: 'Bracket Generation Pending' })).toHaveCount(0);
    const groupA = page.getByRole('region', { name: 'Group A' });
    await expect(groupA.getByTestId('match-1-1')).toContainText('completed');
    await expect(groupA.getByTestId('match-1-1')).toContainText(`${p[0]!.name} (winner)`);
    await expect(groupA.getByTestId('match-1-1')).not.toContainText(`${p[1]!.name} (winner)`);
    await expect(groupA.getByTestId('match-1-2')).toContainText('in progress');
    await expect(groupA.getByTestId('match-2-1').getByRole('listitem')).toHaveText([`${p[0]!.name}0`, 'TBD0']);
    await expect(page.getByRole('region', { name: 'Group C' }).getByTestId('match-1-6')).toContainText(p[11]!.name);
    await expect(page.getByRole('region', { name: 'Redemption Road' })).toContainText('Winner TBD');
    await expect(page.getByRole('region', { name: 'Grand Final' }).getByText('TBD')).toHaveCount(2);
    // No champion banner yet (the footer's server address has a status line of its own).
    await expect(page.getByRole('status').filter({ hasText: 'Champion' })).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('completed: the champion banner appears live when the Grand Final is reported', async ({ page, db }) => {
    const p = await ids(db);
    const all = (round: number) => (round === 5 ? 'in_progress' : 'completed');
    await seedMatches(
      db,
      bracketOf(
        p.map((r) => r.id),
        all,
      ),
    );
    await page.goto('/founders-1');
    await expect(page.getByTestId('match-5-1')).toContainText('in progress');
    await expect(page.getByText('Champion', { exact: true })).toHaveCount(0);
    await seedMatches(
      db,
      bracketOf(
        p.map((r) => r.id),
        () => 'completed',
      ),
    );
    const banner = page.getByRole('status').filter({ hasText: 'Champion' });
    await expect(banner).toContainText(p[0]!.name);
    await expect(page.getByTestId('match-5-1')).toContainText(`${p[0]!.name} (winner)`);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test.describe('at phone width', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('the rounds scroll sideways with the current round in view', async ({ page, db }) => {
      const p = await ids(db);
      await clearMatches(db);
      await seedMatches(
        db,
        bracketOf(
          p.map((r) => r.id),
          (round) => (round <= 2 ? 'completed' : round === 3 ? 'in_progress' : 'pending'),
        ),
      );
      await page.goto('/tournament-bracket');
      const rounds = page.getByRole('region', { name: 'Bracket rounds' });
      await expect(page.getByRole('region', { name: 'Redemption Road' })).toBeInViewport({ ratio: 0.9 });
      await expect(page.getByRole('region', { name: 'Group A' })).not.toBeInViewport();
      expect(await rounds.evaluate((el) => el.scrollWidth > el.clientWidth && el.scrollLeft > 0)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  });
});
