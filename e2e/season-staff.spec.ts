import { eq } from 'drizzle-orm';
import { user } from '../src/server/db/schema';
import { makeBadgeAward, makeMinecraftAccount } from '../src/server/db/seed/factories';
import { expect, signIn, test } from './support/fixtures';

const uniq = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e3)}`;

test('staff crown a Season 1 champion by Minecraft name; /season1 tags the player', async ({ page, db }) => {
  const name = `Keeper ${uniq()}`;
  const mc = await makeMinecraftAccount(db, { name: `Crown${uniq()}` });
  await makeBadgeAward(db, { season: 1, playerUuid: mc.uuid, element: 'steel' });
  await page.goto('/staff/seasons');
  await signIn(page, { newName: name });
  await db.update(user).set({ role: 'staff' }).where(eq(user.name, name));
  await page.reload();

  const season1 = page.getByTestId('staff-season').filter({ hasText: 'Season 1' });
  await expect(season1).toContainText('Current');
  await season1.getByLabel('Minecraft name').fill(mc.name.toLowerCase());
  await season1.getByRole('button', { name: 'Set champion' }).click();
  await expect(season1.getByRole('list', { name: 'Champions of Season 1' })).toContainText(mc.name);

  await page.goto('/season1');
  await page.getByLabel('Search players').fill(mc.name);
  await expect(page.getByTestId('progress-row').filter({ hasText: mc.name })).toContainText('CHAMPION');

  await page.goto('/staff/seasons');
  await page.getByRole('button', { name: `Clear champion: ${mc.name}` }).click();
  await expect(page.getByRole('list', { name: 'Champions of Season 1' })).not.toContainText(mc.name);
});

test('the start-season form refuses a season without nine gyms, before anything is sent', async ({ page, db }) => {
  const name = `Starter ${uniq()}`;
  await page.goto('/staff/seasons');
  await signIn(page, { newName: name });
  await db.update(user).set({ role: 'staff' }).where(eq(user.name, name));
  await page.reload();
  await page.getByRole('button', { name: 'Start next season' }).click();
  await page.getByLabel('Date range').fill('January 1 - February 28, 2026');
  await page.getByRole('checkbox', { name: 'Fire' }).uncheck();
  await page.getByRole('button', { name: 'Start season' }).click();
  await expect(page.getByText('A season has exactly 9 gyms.')).toBeVisible();
  await expect(page.getByText('The timeframe is required.')).toBeVisible();
});
