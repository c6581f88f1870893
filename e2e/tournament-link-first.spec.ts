import type { TestInfo } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { tournamentRegistrations } from '../src/server/db/schema/index';
import { expect, seriousA11yViolations, signIn, test } from './support/fixtures';
import {
  addRegistration,
  fillRegistration,
  linkMinecraftOf,
  removeRegistrations,
  userIdNamed,
} from './tournament-helpers';

// Sign-ups take the linked Minecraft account and the Discord name of the session. These journeys add rows of
// their own to the shared Founders' Cup (names starting with PREFIX) and take them away again.
const PREFIX = `E2eLink${Math.floor(Math.random() * 100_000)}`;
test.afterAll(async ({ db }) => removeRegistrations(db, PREFIX));
// These journeys run on a laptop and on a phone at once (playwright.config.ts): each run has names and a slot of its own.
const runOf = (info: TestInfo) => info.repeatEachIndex * 2 + (info.project.name === 'mobile' ? 1 : 0);

test('a sign-up without a linked account asked to link', async ({ page, db }) => {
  test.setTimeout(90_000);
  const name = `${PREFIX}N${runOf(test.info())}`;
  await page.goto('/tournaments/founders-cup-1');
  await signIn(page, { newName: name });
  await page.goto('/tournaments/founders-cup-1#signup');
  const panel = page.locator('#signup');
  await expect(panel.getByText('Link your Minecraft account before you register.')).toBeVisible();
  await expect(panel.getByLabel('Pokémon 1')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Link Minecraft' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  // The game server redeems the code: the form shows by itself, with the names from the account.
  await linkMinecraftOf(db, name, `${name}MC`.slice(0, 16));
  const mc = `${name}MC`.slice(0, 16);
  await expect(panel.getByLabel('Minecraft Username')).toHaveValue(mc);
  await expect(panel.getByLabel('Discord Tag')).toHaveValue(name);
  for (const box of [
    'I will check in 30 minutes before the tournament starts',
    'I have read and agree to the tournament rules',
    'I consent to my matches being streamed or recorded',
  ])
    await expect(panel.getByRole('checkbox', { name: box })).toHaveAttribute('required', '');
  await fillRegistration(page, mc);
  await panel.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Registration Successful')).toBeVisible();
  const rows = await db
    .select({
      minecraftUsername: tournamentRegistrations.minecraftUsername,
      discordTag: tournamentRegistrations.discordTag,
    })
    .from(tournamentRegistrations)
    .where(eq(tournamentRegistrations.userId, await userIdNamed(db, name)));
  expect(rows).toEqual([{ minecraftUsername: mc, discordTag: name }]);
});

test('a player dropped at check-in close sees why, on the page and in My requests', async ({ page, db }) => {
  const name = `${PREFIX}D${runOf(test.info())}`;
  await page.goto('/tournaments/founders-cup-1');
  await signIn(page, { newName: name });
  await linkMinecraftOf(db, name);
  // As the check-in close leaves a registered player who did not check in.
  const row = await addRegistration(db, {
    name,
    slot: 900 + runOf(test.info()),
    status: 'waitlisted',
    userId: await userIdNamed(db, name),
  });
  await db
    .update(tournamentRegistrations)
    .set({ status: 'dropped', registrationSlot: null })
    .where(eq(tournamentRegistrations.id, row.id));
  const why = 'You were dropped from the tournament because you did not check in before check-in closed.';
  await page.goto('/tournaments/founders-cup-1#signup');
  await expect(page.locator('#signup').getByText(why)).toBeVisible();
  await page.goto('/my-requests');
  const signUp = page.getByTestId('my-sign-up');
  await expect(signUp).toContainText("Founders' Cup #1");
  await expect(signUp).toContainText(`${name} · Dropped`);
  await expect(signUp).toContainText(why);
});
