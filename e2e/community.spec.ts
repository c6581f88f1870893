import { expect, seriousA11yViolations, test } from './support/fixtures';

test('community page: statistics, channels, programs, social links and guidelines', async ({ page }) => {
  await page.goto('/community');
  await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
  await expect(page).toHaveTitle(/Community/);
  for (const heading of ['Discord Channels', 'Community Programs', 'Follow Us', 'Community Guidelines']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByText('Discord Members')).toBeVisible();
  await expect(page.getByText('announcements', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Content Creator Program' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Encouraged' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Not Allowed' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Join the Discord' })).toHaveAttribute('target', '_blank');
  expect(await seriousA11yViolations(page)).toEqual([]);
});
