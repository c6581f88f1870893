import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { NAV_PAGES } from './support/nav';

/**
 * Opens the top bar's More menu. Its library loads behind a stand-in button; a press that lands while the real button
 * takes its place is lost, so press again until it opens.
 */
async function openMore(page: Page) {
  const more = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'More' });
  const menu = page.getByRole('menu');
  await expect(async () => {
    if (!(await menu.isVisible())) await more.click();
    await expect(menu).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  return menu;
}

// At a common laptop width the top bar shows the navigation's links, not only the menu button.
test.use({ viewport: { width: 1280, height: 800 } });

test('at 1280 px every page link is in the top bar and More holds the Customer Portal', async ({ page }) => {
  await page.goto('/');
  const bar = page.getByRole('navigation', { name: 'Main' });
  for (const label of NAV_PAGES) await expect(bar.getByRole('link', { name: label, exact: true })).toBeVisible();
  const menu = await openMore(page);
  await expect(menu.getByRole('menuitem')).toHaveCount(1);
  await expect(menu.getByRole('menuitem', { name: /Customer Portal/ })).toHaveAttribute('target', '_blank');
  await page.keyboard.press('Escape');

  await bar.getByRole('link', { name: 'Leaderboard', exact: true }).click();
  await expect(page).toHaveURL(/\/leaderboard$/);
  // How to join leads to the getting-started guide's section on joining the server.
  await bar.getByRole('link', { name: 'How to join', exact: true }).click();
  await expect(page).toHaveURL(/\/getting-started#how-to-join$/);
  await bar.getByRole('link', { name: 'Season 1', exact: true }).click();
  await expect(page).toHaveURL(/\/season1$/);
});

test.describe('at 1024 px', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('More opens the links the bar has no room for, by mouse and keyboard', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Main' });
    await expect(bar.getByRole('link', { name: 'Community', exact: true })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Vote Links', exact: true })).toBeHidden();
    const menu = await openMore(page);
    await expect(menu.getByRole('menuitem')).toHaveText(['How to join', 'Vote Links', /^Customer Portal/]);
    await menu.getByRole('menuitem', { name: 'Vote Links', exact: true }).click();
    await expect(page).toHaveURL(/\/vote-links$/);
    await expect(page.getByRole('menu')).toHaveCount(0);

    // Keyboard: Enter opens the menu with focus on its first shown item, arrows move, Enter follows the link.
    await bar.getByRole('button', { name: 'More' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'How to join' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Vote Links' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('menuitem', { name: 'How to join' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/getting-started#how-to-join$/);
  });
});

test('the More menu mounts its library only when it is wanted: focus or a press', async ({ page }) => {
  await page.goto('/');
  const bar = page.getByRole('navigation', { name: 'Main' });
  const more = bar.getByRole('button', { name: 'More' });
  await expect(bar.getByRole('link', { name: 'Shop', exact: true })).toBeVisible();
  await page.waitForTimeout(1_500);
  // The stand-in is a plain button; Radix's trigger carries data-state.
  await expect(more).not.toHaveAttribute('data-state', /.*/);
  await more.focus();
  await expect(more).toHaveAttribute('data-state', 'closed');
  await expect(more).toBeFocused();
  await expect(page.getByRole('menu')).toHaveCount(0);
});
