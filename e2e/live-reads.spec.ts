import type { Route } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { CHANGE_POSITION_HEADER } from '../src/domain/realtime/change-position';
import { gymLeaders } from '../src/server/db/schema';
import { makeGymLeader } from '../src/server/db/seed/factories';
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

// A page's first read of a live query may still be on its way when the stream brings a change to its table; the
// query cache then only waits for that read, which began before the change (the home page once kept saying
// 'Link your Minecraft account' to a player linked meanwhile). Here the home page's first read is held until the
// change has reached the page, which is when the signed-out user's own read, /api/me, is made again.
test('a change that reaches the page while its first read is on its way is read again once that read answers', async ({
  page,
  db,
}) => {
  const name = `Aaa Held ${Date.now().toString(36)}`;
  const atOpening = async (route: Route) => {
    const response = await route.fetch();
    return () => route.fulfill({ response, headers: { ...response.headers(), [CHANGE_POSITION_HEADER]: OPENED_AT } });
  };
  const signal = () => {
    let done!: () => void;
    return { happened: new Promise<void>((resolve) => (done = resolve)), now: () => done() };
  };
  const meReadAgain = signal();
  const streamMayOpen = signal();
  let homeReads = 0;
  let meReads = 0;
  await page.route('**/api/home', async (route) => {
    const first = ++homeReads === 1;
    const answer = await atOpening(route);
    if (first) await meReadAgain.happened;
    await answer();
  });
  await page.route('**/api/me', async (route) => {
    const answer = await atOpening(route);
    if (++meReads === 2) meReadAgain.now();
    await answer();
  });
  const change = { table: 'gym_leaders', op: 'INSERT', id: 'held' };
  await page.route('**/api/realtime', async (route) => {
    await streamMayOpen.happened;
    await route.fulfill({
      contentType: 'text/event-stream',
      body: `retry: 600000\nevent: ready\ndata: ${JSON.stringify({ position: OPENED_AT })}\n\nevent: change\ndata: ${JSON.stringify(change)}\n\n`,
    });
  });

  await page.goto('/');
  // The page has its user (nobody signed in): /api/me answered before the stream opens.
  await expect(page.getByTestId('own-rank-box')).toHaveText('Login to see your position on the leaderboard');
  const leader = await makeGymLeader(db, { displayName: name, element: 'ice', status: 'online' });
  try {
    // The server has the new leader; the page's first read of the home data began before it.
    await expect.poll(async () => JSON.stringify(await (await page.request.get('/api/home')).json())).toContain(name);
    streamMayOpen.now();
    await expect(page.getByRole('button', { name: new RegExp(name) })).toBeVisible();
    expect(homeReads).toBe(2);
  } finally {
    await db.delete(gymLeaders).where(eq(gymLeaders.id, leader.id));
  }
});
