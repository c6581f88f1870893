import { leaderMenu, linkedPlayerMenu, playerMenu, signInNew, staffMenu, uniq } from './account-menu-journeys';
import { expect, seriousA11yViolations, test } from './support/fixtures';

test.describe.configure({ timeout: 60_000 });

test.describe('the account menu on a laptop', () => {
  test('a player: their name, Link Minecraft, My requests, Purchase History, Sign Out', async ({ page, db }) => {
    await playerMenu(page, db, 'click');
  });

  test('a linked player sees the Minecraft name and is not offered Link Minecraft', async ({ page, db }) => {
    await linkedPlayerMenu(page, db, 'click');
  });

  test('a gym leader: Gym Leader Login opens the dashboard', async ({ page, db }) => {
    await leaderMenu(page, db, 'click');
  });

  test('staff: Staff opens the staff area', async ({ page, db }) => {
    await staffMenu(page, db, 'click');
  });

  test('by keyboard: Enter opens on the first item, arrows move, Escape closes back on the button', async ({
    page,
    db,
  }) => {
    const name = `Keys ${uniq()}`;
    await signInNew(page, db, name);
    const trigger = page.getByTestId('account-menu');
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Link Minecraft' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'My requests' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Notifications' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(page.getByTestId('account-menu')).toBeFocused();
    await expect(page.getByTestId('account-menu')).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Link Minecraft' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('You have been successfully signed out.')).toBeVisible();
  });
});

test.describe('Gym Leader Login explains itself', () => {
  test('a player who opens it learns what it is for, instead of Access Denied', async ({ page, db }) => {
    const name = `Curious ${uniq()}`;
    await signInNew(page, db, name);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gym Leader Login' }).click();
    await expect(page).toHaveURL(/\/gym-leader-dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Gym Leader Login' })).toBeVisible();
    const main = page.locator('#main');
    await expect(main.getByText(/where the server's gym leaders see their earnings dashboard/)).toBeVisible();
    await expect(main.getByRole('heading', { name: 'This dashboard is for gym leaders' })).toBeVisible();
    await expect(main.getByText(`${name} is not registered as a gym leader`, { exact: false })).toBeVisible();
    await expect(main.getByText('Access Denied', { exact: true })).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await main.getByRole('link', { name: 'Meet the Gym Leaders' }).click();
    await expect(page).toHaveURL(/\/gym-leaders$/);
  });

  test('a visitor learns what it is for and can sign in there as a leader', async ({ page }) => {
    await page.goto('/gym-leader-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Gym Leader Login' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Are you a gym leader?' })).toBeVisible();
    await expect(page.getByText('Access Denied', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Gym leaders: sign in with Discord' }).click();
    await page.waitForURL(/\/dev\/discord\/oauth2\/authorize/);
    await page.getByLabel('Or sign in as a new Discord user').fill(`Visitor ${uniq()}`);
    await page.getByRole('button', { name: 'Continue as new user' }).click();
    await expect(page).toHaveURL(/\/gym-leader-dashboard$/);
    await expect(page.getByRole('heading', { name: 'This dashboard is for gym leaders' })).toBeVisible();
  });
});
