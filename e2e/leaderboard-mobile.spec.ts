import { eq } from 'drizzle-orm';
import type { Locator } from '@playwright/test';
import { minecraftAccounts, user } from '../src/server/db/schema';
import { makeMinecraftAccount, makeRating } from '../src/server/db/seed/factories';
import { expect, seriousA11yViolations, signIn, test } from './support/fixtures';

// The ladder at 390 px: each row shows every figure of its columns on two lines, the column the tab is sorted
// by on the first, and the page never scrolls sideways.
test.use({ viewport: { width: 390, height: 844 } });
// A sign-in, a live rating and an accessibility scan of a hundred rows: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

const uniq = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e4)}`;

/** The page is no wider than the screen, and the cell is wholly inside it. */
async function expectOnScreen(cell: Locator) {
  const box = (await cell.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
}

/** How many lines the cells take: cells whose vertical middles are within 12 px share one. */
async function linesOf(cells: Locator[]) {
  const middles = await Promise.all(
    cells.map(async (c) => (await c.boundingBox())!).map(async (b) => (await b).y + (await b).height / 2),
  );
  const lines: number[] = [];
  for (const m of middles.sort((a, b) => a - b)) if (!lines.some((l) => Math.abs(l - m) < 12)) lines.push(m);
  return lines.length;
}

test('the ladder rows at 390 px: every figure, two lines, no sideways scroll, the own row highlighted', async ({
  page,
  db,
}) => {
  const id = uniq();
  await page.goto('/leaderboard');
  await signIn(page, { newName: `Ladder ${id}` });
  const [me] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.name, `Ladder ${id}`));
  const mc = await makeMinecraftAccount(db, { name: `Lad${id}`, userId: me!.id });
  await makeRating(db, { playerUuid: mc.uuid, rating: 9_950, wins: 30, losses: 10, streak: -3 });
  try {
    await page.goto('/leaderboard');
    const table = page.getByRole('table', { name: 'Top Trainers' });
    const row = table.getByRole('row').filter({ hasText: `Lad${id}` });
    await expect(row).toHaveAttribute('aria-current', 'true');
    await expect(row).toContainText('(You)');
    const cells = row.getByRole('cell');
    await expect(cells).toHaveText([/^#\d+$/, `Lad${id}(You)`, 'Champion', '9950', '30W - 10L', '75.0%', '-3']);
    for (const cell of await cells.all()) {
      await expect(cell).toBeVisible();
      await expectOnScreen(cell);
    }
    // Rank, trainer and ELO (the order of the tab) on one line; tier, record, win rate and streak on the next.
    const all = await cells.all();
    expect(await linesOf(all)).toBe(2);
    expect(await linesOf([all[0]!, all[1]!, all[3]!])).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Another player's row is not marked.
    await expect(table.locator('tr[aria-current]')).toHaveCount(1);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Gym Leaders' }).click();
    const leaders = page.getByRole('table', { name: 'Gym Leaders' });
    const first = leaders.getByRole('row').nth(1).getByRole('cell');
    await expect(first).toHaveCount(6);
    const leaderCells = await first.all();
    for (const cell of leaderCells) await expectOnScreen(cell);
    // The win rate, which orders the tab, shares the first line with the rank and the name.
    expect(await linesOf([leaderCells[0]!, leaderCells[1]!, leaderCells[4]!])).toBe(1);
    expect(await linesOf(leaderCells)).toBe(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  } finally {
    await db.delete(minecraftAccounts).where(eq(minecraftAccounts.uuid, mc.uuid));
  }
});
