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

// One test a page, each with its own time on a busy machine.
for (const path of PATHS) {
  test(`on a phone ${path} fits the screen without sideways scrolling`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
