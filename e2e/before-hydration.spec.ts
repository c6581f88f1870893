import { holdApp } from './support/hold-app';
import { expect, test } from './support/fixtures';

// A prerendered page shows before the app's code has loaded (decision 017). What the visitor types and presses
// meanwhile is kept by the boot script and handed to the app once it has hydrated.

test('a search typed and a filter pressed before the page hydrates both apply once it has', async ({ page }) => {
  const release = await holdApp(page);
  await page.goto('/spawn-atlas');
  const toggle = page.getByRole('group', { name: 'Categories' }).getByRole('button', { name: 'Paradox' });
  await page.getByRole('searchbox', { name: 'Search Pokémon or biome' }).fill('iron');
  await toggle.click();
  // Nothing has handled either yet.
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  release();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('atlas-count')).toHaveText(/^Showing 9 of \d+ Pokémon$/);
  await expect(page).toHaveURL(/[?&]q=iron/);
});

test('a search typed before the page hydrates applies though a render clears the field first', async ({ page }) => {
  const release = await holdApp(page);
  await page.goto('/spawn-atlas');
  const field = page.getByRole('searchbox', { name: 'Search Pokémon or biome' });
  await field.fill('deep ocean');
  // As a render of the controlled field does when it lands between hydration and the replay: its state is still ''.
  await page.evaluate(() =>
    document.addEventListener('app-hydrated', () => {
      (document.querySelector('input[type=search]') as HTMLInputElement).value = '';
    }),
  );
  release();
  await expect(page.getByTestId('atlas-count')).toHaveText(/^Showing 2 of \d+ Pokémon$/);
  await expect(field).toHaveValue('deep ocean');
});

test('a tab and the More menu pressed before the page hydrates are selected and open once it has', async ({ page }) => {
  const release = await holdApp(page);
  await page.goto('/leaderboard');
  // Found even once the open menu hides the page from assistive technology: the menu may open before a check sees
  // the tab selected.
  const tab = page.getByRole('tab', { name: 'Gym Leaders', includeHidden: true });
  await tab.click();
  await page.getByRole('button', { name: 'More' }).click();
  await expect(tab).toHaveAttribute('aria-selected', 'false');
  release();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('menuitem').first()).toBeVisible();
  // The open menu hides the rest of the page from assistive technology until it closes.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('table', { name: 'Gym Leaders' })).toBeVisible();
});

test('an arrow key pressed on a tab before the page hydrates moves to the next tab once it has', async ({ page }) => {
  const release = await holdApp(page);
  await page.goto('/leaderboard');
  const next = page.getByRole('tab', { name: 'Gym Leaders' });
  await page.getByRole('tab', { name: 'Top Trainers' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(next).toHaveAttribute('aria-selected', 'false');
  release();
  await expect(next).toHaveAttribute('aria-selected', 'true');
  await expect(next).toBeFocused();
  await expect(page.getByRole('table', { name: 'Gym Leaders' })).toBeVisible();
});
