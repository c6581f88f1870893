import { CHANGE_POSITION_HEADER } from '../src/domain/realtime/change-position';
import { expect, test } from './support/fixtures';

// When the live stream opens, a live read is made again only if it began before a change the stream will not
// deliver (domain/realtime/change-position.ts). The stream here is a stand-in that opens at a known position and
// reports no change, and the leaderboard's answer says where it was read, so what the page does depends on
// nothing else running against the server.
const OPENED_AT = 'e2e-feed.5';

const cases = [
  { read: 'e2e-feed.5', reads: 1, what: 'where the stream opened: it is not read again' },
  { read: 'e2e-feed.6', reads: 1, what: 'after where the stream opened: it is not read again' },
  { read: 'e2e-feed.4', reads: 2, what: 'before where the stream opened: it is read again' },
  { read: 'other-feed.9', reads: 2, what: "on another feed's connection: it is read again" },
];

for (const { read, reads, what } of cases) {
  test(`a live read made ${what}`, async ({ page }) => {
    let made = 0;
    await page.route('**/api/leaderboard', async (route) => {
      made++;
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), [CHANGE_POSITION_HEADER]: read } });
    });
    // Reconnecting only after ten minutes: the stand-in's stream ends once it has opened.
    await page.route('**/api/realtime', (route) =>
      route.fulfill({
        contentType: 'text/event-stream',
        body: `retry: 600000\nevent: ready\ndata: ${JSON.stringify({ position: OPENED_AT })}\n\n`,
      }),
    );
    const opened = page.waitForResponse('**/api/realtime');
    await page.goto('/leaderboard');
    await expect(page.getByRole('table', { name: 'Top Trainers' })).toBeVisible();
    await opened;
    await expect.poll(() => made).toBe(reads);
    await page.waitForTimeout(1_000);
    expect(made).toBe(reads);
    await expect(page.getByRole('table', { name: 'Top Trainers' })).toBeVisible();
  });
}
