import { expect, test } from './support/fixtures';

const MAIN = ['Home', 'How to join', 'Leaderboard', 'Gym Leaders', 'Events', 'Shop'];
const MORE = ['Gym Leader Login', 'Season 1', 'Ranks', 'Wiki', 'Community', 'Vote Links'];

// At a common laptop width the top bar shows its main links, not only the menu button.
test.use({ viewport: { width: 1280, height: 800 } });

test('at 1280 px the main links are in the top bar and More opens the rest, by mouse and keyboard', async ({
  page,
}) => {
  await page.goto('/');
  const bar = page.getByRole('navigation', { name: 'Main' });
  for (const label of MAIN) await expect(bar.getByRole('link', { name: label, exact: true })).toBeVisible();

  const more = bar.getByRole('button', { name: 'More' });
  await more.click();
  const menu = page.getByRole('menu');
  for (const label of MORE) await expect(menu.getByRole('menuitem', { name: label, exact: true })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: /Customer Portal/ })).toHaveAttribute('target', '_blank');
  await menu.getByRole('menuitem', { name: 'Wiki', exact: true }).click();
  await expect(page).toHaveURL(/\/wiki$/);
  await expect(page.getByRole('menu')).toHaveCount(0);

  // Keyboard: Enter opens the menu with focus inside, arrows move, Enter follows the link.
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Gym Leader Login' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Season 1' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/season1$/);

  await bar.getByRole('link', { name: 'Leaderboard', exact: true }).click();
  await expect(page).toHaveURL(/\/leaderboard$/);

  // How to join leads to the getting-started guide's section on joining the server.
  await bar.getByRole('link', { name: 'How to join', exact: true }).click();
  await expect(page).toHaveURL(/\/getting-started#how-to-join$/);
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
