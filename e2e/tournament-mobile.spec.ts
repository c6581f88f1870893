import { expect, test } from './support/fixtures';

test.describe("Founders' Cup #1 on a phone", () => {
  test('the registration form, below the sections, loads its code when it comes near: Sign Up brings it', async ({
    page,
  }) => {
    const formCode: string[] = [];
    page.on('request', (r) => r.url().includes('/registration-card-') && formCode.push(r.url()));
    await page.goto('/tournaments/founders-cup-1');
    await expect(page.getByRole('heading', { name: "Founders' Cup #1", level: 1 })).toBeVisible();
    const panel = page.locator('#signup');
    await expect(panel).toContainText('Loading…');
    // Two screens down: nothing on the way to the form needs its code yet.
    expect((await panel.boundingBox())!.y).toBeGreaterThan(2 * page.viewportSize()!.height);
    await page.waitForTimeout(1000);
    expect(formCode).toEqual([]);

    await page.getByRole('link', { name: 'Sign Up' }).click();
    await expect(page.getByLabel('Pokémon 6')).toBeVisible();
    await expect(page.getByText('Please sign in to register for the tournament.')).toBeVisible();
    expect(formCode).toHaveLength(1);
  });
});
