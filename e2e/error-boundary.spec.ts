import { expect, test } from './support/fixtures';

// A page that throws while rendering must not blank the site. The events API is made to answer a shape the
// page cannot render (the list is not a list), which is the kind of mismatch a broken deploy produces.
test.describe('a page that fails to render', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('**/api/events', (route) => route.fulfill({ status: 200, json: { events: 'not a list' } }));
  });

  test('shows the error message inside the layout, and the top bar still works', async ({ page }) => {
    await page.goto('/events');
    const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
    await expect(alert).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Leaderboard' }).first().click();
    await expect(page).toHaveURL(/\/leaderboard$/);
    await expect(page.getByRole('heading', { level: 1, name: /Leaderboard/ })).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
  });

  test('the way back leads home, and Try again loads the page again', async ({ page }) => {
    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    // Still broken (the route still answers nonsense), so the message comes back rather than a blank page.
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();

    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('SEASON 1', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toHaveCount(0);
  });
});
