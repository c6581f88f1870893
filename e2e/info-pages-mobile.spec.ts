import { expect, test } from './support/fixtures';

const PATHS = [
  '/vote-links',
  '/wiki',
  '/terms-of-service',
  '/privacy-policy',
  '/cookie-policy',
  '/dmca-notice',
  '/refund-policy',
  '/accessibility',
  '/server-rules',
  '/getting-started',
  '/help-center',
  '/careers',
  '/status-page',
];

test('on a phone the content pages fit the screen without sideways scrolling', async ({ page }) => {
  test.setTimeout(60_000);
  for (const path of PATHS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
