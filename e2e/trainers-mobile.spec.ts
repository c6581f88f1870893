import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures';

// A trainer's profile and the ladder on a phone (issue 39; the mobile project: a Pixel 7, by touch): every figure of
// the record on the screen, the chart's ranges, the matches and head to head, a search on the ladder, and never a
// page wider than the screen. The ladder's pages by touch are in leaderboard-pages.spec.ts, with its 5,100 trainers.

const ASH = 'AshKetchum_MC';

/** How far the page is wider than the screen (0 or less: it never scrolls sideways). */
const overflow = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);

/** Wholly inside the screen's width and not cut off; a target to tap is at least 24 px each way. */
async function expectFits(page: Page, locator: Locator, { target = false } = {}) {
  await locator.scrollIntoViewIfNeeded();
  const box = (await locator.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  expect(await locator.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
  if (target) {
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThanOrEqual(24);
  }
}

test('a trainer profile on a phone: the record, the chart by touch, the matches and head to head', async ({ page }) => {
  await page.goto(`/trainers/${ASH}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: ASH })).toBeVisible();

  // The record: every figure with its label, on the screen and whole.
  const record = page.getByLabel('Ladder record');
  await expect(record.locator('dt')).toHaveText([
    'Rank',
    'Rating',
    'Tier',
    'Percentile',
    'Peak rating',
    'Wins',
    'Losses',
    'Win rate',
    'Streak',
  ]);
  const figures = record.locator('dd');
  await expect(figures.first()).toHaveText(/^#[\d,]+$/);
  await expect(figures.nth(3)).toHaveText(/^Top \d+(\.\d+)?%$/);
  for (const figure of await figures.all()) {
    await expect(figure).toBeVisible();
    await expectFits(page, figure);
  }
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  // The chart: the line fits the screen; each range by touch says what it shows.
  const chart = page.getByRole('region', { name: 'Rating over time' });
  await expect(chart.getByRole('img', { name: /^Rating over the last 30 days/ })).toBeVisible();
  await expectFits(page, chart.getByRole('img'));
  for (const [range, text] of [
    ['90 days', 'Rating over the last 90 days'],
    ['Season', 'Rating over the last season'],
    ['30 days', 'Rating over the last 30 days'],
  ] as const) {
    const button = chart.getByRole('button', { name: range, exact: true });
    await expectFits(page, button, { target: true });
    await button.tap();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(chart.getByTestId('chart-summary')).toContainText(text);
  }
  const asTable = chart.getByText('Show as a table');
  await expectFits(page, asTable, { target: true });
  await asTable.tap();
  await expect(chart.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  // The matches: each row's opponent and figures on the screen.
  const matches = page.getByRole('region', { name: 'Recent matches' });
  const first = matches.getByTestId('match-list').getByRole('listitem').first();
  const opponent = (await first.getByRole('link').textContent())!;
  await expectFits(page, first.getByRole('link'));
  const headToHead = first.getByRole('button', { name: /Head to head/ });
  await expectFits(page, headToHead, { target: true });

  // Head to head from the first match: the panel is below the whole list on a phone, and comes into view with
  // the record.
  await expect(page.getByRole('heading', { name: 'Head to head' })).not.toBeInViewport();
  await headToHead.tap();
  const versus = page.getByTestId('head-to-head');
  await expect(versus).toContainText(`${ASH} won`);
  await expect(versus).toContainText(`${opponent} won`);
  await expect(versus.getByText(`${ASH} won`)).toBeInViewport();
  await expectFits(page, versus);

  // The match pages by touch.
  const older = matches.getByRole('button', { name: 'Older' });
  await expectFits(page, older, { target: true });
  await older.tap();
  await expect(matches.getByRole('list', { name: 'Matches, page 2' })).toBeVisible();
  await matches.getByRole('button', { name: 'Newer' }).tap();
  await expect(matches.getByRole('list', { name: 'Matches, page 1' })).toBeVisible();

  // And by the search in the panel.
  const other = opponent === 'RedRivalry' ? 'BlueOakley' : 'RedRivalry';
  await page.getByLabel('Compare with a trainer').fill(other);
  await page.getByRole('region', { name: 'Head to head' }).getByRole('button', { name: 'Search' }).tap();
  await expect(versus).toContainText(`${other} won`);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
});

test('the ladder on a phone: a search finds the trainer and shows their row, nothing wider than the screen', async ({
  page,
}) => {
  const name = 'IronValiantVal';
  await page.goto('/leaderboard');
  await waitForHydration(page);
  const table = page.getByRole('table', { name: 'Top Trainers' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  await page.getByRole('searchbox', { name: 'Find a trainer' }).fill(name.toLowerCase());
  const find = page.getByRole('button', { name: 'Find' });
  await expectFits(page, find, { target: true });
  await find.tap();
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toBeFocused();
  await expect(row).toHaveAttribute('aria-current', 'true');
  await expect(row).toBeInViewport();
  await expect(page.getByRole('status').filter({ hasText: 'Found' })).toHaveText(
    new RegExp(`^Found ${name} at rank #\\d+, page \\d+ of \\d+\\.$`),
  );
  for (const cell of await row.getByRole('cell').all()) await expectFits(page, cell);
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  // A page past the end (an old link: the demo ladder may have one page) offers the last one, by touch.
  await page.goto('/leaderboard?page=9999');
  await waitForHydration(page);
  const last = page.getByRole('link', { name: /^Go to the last page/ });
  await expectFits(page, last);
  await last.tap();
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByText(/^Showing [\d,]+–[\d,]+ of [\d,]+ ranked trainers\.$/)).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
});
