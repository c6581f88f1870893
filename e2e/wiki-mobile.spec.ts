import { expect, test } from './support/fixtures';

test('on a phone the wiki sections are a sticky strip that scrolls sideways', async ({ page }) => {
  await page.goto('/wiki');
  const nav = page.getByRole('navigation', { name: 'Wiki sections' });
  const box = (await nav.boundingBox())!;
  expect(box.height).toBeLessThan(80);
  const list = nav.getByRole('list');
  expect(await list.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);

  await nav.getByRole('link', { name: 'Commands' }).click();
  await expect(page).toHaveURL(/#commands$/);
  await expect(page.locator('#commands')).toBeInViewport();
  await expect(nav).toBeInViewport();
  // The heading of the section is not hidden under the top bar and the strip.
  const heading = (await page.locator('#commands h2').boundingBox())!;
  expect(heading.y).toBeGreaterThanOrEqual((await nav.boundingBox())!.y + box.height - 1);
});

test('on a phone /wiki#ev-editor-policy lands on the policy', async ({ page }) => {
  await page.goto('/wiki#ev-editor-policy');
  await expect(page.locator('#ev-editor-policy')).toBeInViewport();
  const heading = (await page.locator('#ev-editor-policy h3').boundingBox())!;
  const nav = (await page.getByRole('navigation', { name: 'Wiki sections' }).boundingBox())!;
  expect(heading.y).toBeGreaterThanOrEqual(nav.y + nav.height - 1);
});

test('on a phone a link from another page to the last wiki section lands on it', async ({ page }) => {
  await page.goto('/getting-started');
  await page.getByRole('link', { name: 'command list' }).click();
  await expect(page).toHaveURL(/\/wiki#commands$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Player Wiki' })).toBeAttached();
  await expect(page.locator('#commands h2')).toBeInViewport();
  // It stays there, below the section strip, as the sections around it are laid out.
  await page.waitForTimeout(500);
  const heading = (await page.locator('#commands h2').boundingBox())!;
  const nav = (await page.getByRole('navigation', { name: 'Wiki sections' }).boundingBox())!;
  expect(heading.y).toBeGreaterThanOrEqual(nav.y + nav.height - 1);
  expect(heading.y).toBeLessThan(page.viewportSize()!.height / 2);
});
