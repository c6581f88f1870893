import { expect, test } from './support/fixtures';

// Spec 1 screens on a phone (Pixel 7, under the 768px breakpoint): nothing wider than the screen
// except the tables, which scroll inside their own box.
const PAGES: [string, string][] = [
  ['/', 'Live Gym Leader Status'],
  ['/leaderboard', 'Leaderboards'],
  ['/gym-leaders', 'Current Gym Leaders'],
  ['/events', 'Upcoming Events'],
  ['/community', 'Community Guidelines'],
  ['/waitlist', 'Authentication Required'],
];

for (const [path, heading] of PAGES) {
  test(`${path} fits a phone screen`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
