import { openHeld } from './support/hold-app';
import { expect, test } from './support/fixtures';

// A prerendered page shows before the app's code has run. Links work from the start (they are links); a search typed
// meanwhile stays in its field and applies once the page has hydrated. Presses before that do nothing: the app's code
// is fetched with the page, so the wait is short (docs/architecture.md, "A public page").

test('a search typed before the page hydrates stays in its field and applies once it has', async ({ page }) => {
  const release = await openHeld(page, '/spawn-atlas');
  const field = page.getByRole('searchbox', { name: 'Search Pokémon or biome' });
  await field.fill('deep ocean');
  release();
  await expect(page.getByTestId('atlas-count')).toHaveText(/^Showing 2 of \d+ Pokémon$/);
  await expect(field).toHaveValue('deep ocean');
  await expect(page).toHaveURL(/[?&]q=deep\+ocean/);
});

test('a link followed before the page hydrates opens its page', async ({ page }) => {
  const release = await openHeld(page, '/leaderboard');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Server Rules' }).click();
  await expect(page).toHaveURL(/\/server-rules$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Server Rules' })).toBeVisible();
  release();
});
