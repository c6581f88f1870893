import { expect, test } from './support/fixtures';

// A prerendered page hydrates in three tasks (HydrateLater): the rest of the page, then the navigation bar, then
// the page itself. On a phone one task holding the main thread for all of it was most of the blocking time.

interface TraceEvent {
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
}

test('the navigation bar and the page hydrate in tasks of their own, and then work', async ({ page, browser }) => {
  await browser.startTracing(page, { categories: ['disabled-by-default-devtools.timeline', 'blink.user_timing'] });
  await page.goto('/ranks');
  await page.waitForFunction(() => performance.getEntriesByName('hydrated turn 2').length > 0);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };

  const marks = [0, 1, 2].map((turn) => traceEvents.find((e) => e.name === `hydrated turn ${turn}`)!);
  expect(marks.every(Boolean)).toBe(true);
  // The task each was marked in, on the page's main thread.
  const tasks = marks.map((mark) =>
    traceEvents.find(
      (e) =>
        e.name === 'RunTask' &&
        e.pid === mark.pid &&
        e.tid === mark.tid &&
        e.ts <= mark.ts &&
        mark.ts <= e.ts + (e.dur ?? 0),
    ),
  );
  expect(tasks.every(Boolean)).toBe(true);
  expect(new Set(tasks).size).toBe(3);
  expect(tasks[0]!.ts).toBeLessThan(tasks[1]!.ts);
  expect(tasks[1]!.ts).toBeLessThan(tasks[2]!.ts);

  // Both hydrated parts answer: the page's period toggle, whose perks were kept as they arrived, and the bar's links.
  await page.getByRole('button', { name: 'Annual' }).click();
  await expect(page.getByTestId('rank-ace')).toContainText('/year');
  await expect(page.getByRole('list', { name: 'Ace perks' }).getByRole('listitem').first()).toBeVisible();
  await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Leaderboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leaderboards' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
});
