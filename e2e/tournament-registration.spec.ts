import { expect, test } from './support/fixtures';

test.describe("Founders' Cup #1", () => {
  test('signed out: the form shows, Register is disabled with the sign-in text', async ({ page }) => {
    await page.goto('/tournaments/founders-cup-1');
    await expect(page.getByRole('heading', { name: "Founders' Cup #1", level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Bracket' })).toHaveAttribute('target', '_blank');
    await expect(page.getByText('Please sign in to register for the tournament.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Register' })).toBeDisabled();
    await expect(page.getByLabel('Pokémon 6')).toBeVisible();
  });

  test('the bracket is pending with seeds and open slots, on both routes', async ({ page }) => {
    for (const path of ['/tournament-bracket', '/founders-1']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Bracket Generation Pending' })).toBeVisible();
      await expect(page.getByText('14 / 16 registered')).toBeVisible();
      await expect(page.getByText('Seed 16: Open slot')).toBeVisible();
    }
  });
});
