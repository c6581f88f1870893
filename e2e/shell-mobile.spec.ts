import { expect, test } from './support/fixtures';

test('on a phone the brand is abbreviated and the sign-in button reads Discord', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('CL', { exact: true })).toBeVisible();
  await expect(page.getByText('Cobble League', { exact: true }).first()).toBeHidden();
  await expect(page.getByRole('button', { name: 'Discord', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Vote Links' })).toBeVisible();
});
