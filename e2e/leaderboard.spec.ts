import { eq, inArray } from 'drizzle-orm';
import { eloRatings, gymLeaders, minecraftAccounts } from '../src/server/db/schema';
import { makeGymLeader, makeMinecraftAccount, makeRating } from '../src/server/db/seed/factories';
import { expect, seriousA11yViolations, test } from './support/fixtures';

test.describe.configure({ mode: 'default' });

const uniq = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e4)}`;
const rowOf = (page: import('@playwright/test').Page, text: string) => page.getByRole('row').filter({ hasText: text });

test.describe('leaderboards page', () => {
  test("loading: 'Loading rankings...'", async ({ page }) => {
    // The rankings are held until the journey has seen the loading state (the first HTML's: no wait for hydration).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/leaderboard', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/leaderboard', { waitUntil: 'commit' });
    await expect(page.getByText('Loading rankings...')).toBeVisible();
    release();
    await expect(page.getByRole('table', { name: 'Top Trainers' })).toBeVisible();
  });

  test("error: 'Error loading rankings: {message}' on both tabs", async ({ page }) => {
    await page.route('**/api/leaderboard', (route) =>
      route.fulfill({
        status: 500,
        json: { error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } },
      }),
    );
    await page.goto('/leaderboard');
    await expect(
      page.getByText('Error loading rankings: Something went wrong on our side. Please try again.'),
    ).toBeVisible();
    await page.getByRole('tab', { name: 'Gym Leaders' }).click();
    await expect(
      page.getByText('Error loading rankings: Something went wrong on our side. Please try again.'),
    ).toBeVisible();
  });

  test('empty: nobody ranked and no gym leaders', async ({ page }) => {
    await page.route('**/api/leaderboard', (route) =>
      route.fulfill({ json: { trainers: { totalPlayers: 0, players: [] }, gymLeaders: [] } }),
    );
    await page.goto('/leaderboard');
    await expect(page.getByText('No players ranked yet. Be the first!')).toBeVisible();
    await page.getByRole('tab', { name: 'Gym Leaders' }).click();
    await expect(page.getByText('No gym leaders available yet.')).toBeVisible();
  });

  test('trainers: every column, the colour rules, and a rating change reorders the table live', async ({
    page,
    db,
  }) => {
    const id = uniq();
    const strong = await makeMinecraftAccount(db, { name: `Strong${id}` });
    const weak = await makeMinecraftAccount(db, { name: `Weak${id}` });
    await makeRating(db, { playerUuid: strong.uuid, rating: 8_800, wins: 30, losses: 10, streak: 4 }); // 75.0%
    await makeRating(db, { playerUuid: weak.uuid, rating: 8_700, wins: 59, losses: 41, streak: -2 }); // 59.0%
    try {
      await page.goto('/leaderboard');
      await expect(page.getByRole('tab', { name: 'Top Trainers' })).toHaveAttribute('aria-selected', 'true');
      const table = page.getByRole('table', { name: 'Top Trainers' });
      await expect(table.getByRole('columnheader')).toHaveText([
        'Rank',
        'Trainer',
        'Tier',
        'ELO',
        'Record',
        'Win Rate',
        'Streak',
      ]);
      const strongRow = rowOf(page, `Strong${id}`);
      await expect(strongRow.getByRole('cell')).toHaveText([
        '#1',
        `Strong${id}`,
        'Champion',
        '8800',
        '30W - 10L',
        '75.0%',
        '+4',
      ]);
      await expect(strongRow.getByRole('cell').nth(5)).toHaveClass(/text-success/);
      await expect(strongRow.getByRole('cell').nth(6)).toHaveClass(/text-success/);
      const weakRow = rowOf(page, `Weak${id}`);
      await expect(weakRow.getByRole('cell')).toHaveText([
        '#2',
        `Weak${id}`,
        /Elite|Ace|Trainer/,
        '8700',
        '59W - 41L',
        '59.0%',
        '-2',
      ]);
      await expect(weakRow.getByRole('cell').nth(5)).not.toHaveClass(/text-success/);
      await expect(weakRow.getByRole('cell').nth(6)).toHaveClass(/text-danger/);
      expect(await seriousA11yViolations(page)).toEqual([]);

      await db.update(eloRatings).set({ rating: 8_900 }).where(eq(eloRatings.playerUuid, weak.uuid));
      await expect(weakRow.getByRole('cell').first()).toHaveText('#1');
      await expect(strongRow.getByRole('cell').first()).toHaveText('#2');
      await expect(table.getByRole('row').nth(1)).toContainText(`Weak${id}`);
    } finally {
      await db.delete(minecraftAccounts).where(inArray(minecraftAccounts.uuid, [strong.uuid, weak.uuid]));
    }
  });

  test('gym leaders: by win rate, 0 without badges, green from 50%, and live', async ({ page, db }) => {
    const id = uniq();
    const made = [
      await makeGymLeader(db, { displayName: `Zz Fresh ${id}`, element: 'ice', winRate: 0.99, badgesAwarded: 0 }),
      await makeGymLeader(db, {
        displayName: `Zz Fair ${id}`,
        element: 'ground',
        winRate: 0.5,
        badgesAwarded: 4,
        status: 'busy',
      }),
      await makeGymLeader(db, { displayName: `Zz Low ${id}`, element: 'bug', winRate: 0.2, badgesAwarded: 8 }),
    ];
    try {
      await page.goto('/leaderboard');
      await page.getByRole('tab', { name: 'Gym Leaders' }).click();
      const table = page.getByRole('table', { name: 'Gym Leaders' });
      await expect(table.getByRole('columnheader')).toHaveText([
        'Rank',
        'Gym Leader',
        'Element',
        'Badges Awarded',
        'Win Rate',
        'Status',
      ]);
      const names = table.getByRole('row').filter({ hasText: id }).locator('td:nth-child(2)');
      await expect(names).toHaveText([`Zz Fair ${id}`, `Zz Low ${id}`, `Zz Fresh ${id}`]);
      const fair = rowOf(page, `Zz Fair ${id}`).getByRole('cell');
      await expect(fair.nth(2)).toHaveText('Ground');
      await expect(fair.nth(3)).toHaveText('4');
      await expect(fair.nth(4)).toHaveText('50.0%');
      await expect(fair.nth(4)).toHaveClass(/text-success/);
      await expect(fair.nth(5)).toHaveText('Busy');
      await expect(rowOf(page, `Zz Low ${id}`).getByRole('cell').nth(4)).not.toHaveClass(/text-success/);
      await expect(rowOf(page, `Zz Fresh ${id}`).getByRole('cell').nth(4)).toHaveText('0.0%');
      await expect(rowOf(page, `Zz Fresh ${id}`).getByRole('cell').nth(5)).toHaveText('Away');

      // The leader's first badge makes the stored win rate count: it jumps to the top of these three, live.
      await db.update(gymLeaders).set({ badgesAwarded: 1, status: 'online' }).where(eq(gymLeaders.id, made[0]!.id));
      await expect(names).toHaveText([`Zz Fresh ${id}`, `Zz Fair ${id}`, `Zz Low ${id}`]);
      await expect(rowOf(page, `Zz Fresh ${id}`).getByRole('cell').nth(5)).toHaveText('Live');
      await db.delete(gymLeaders).where(eq(gymLeaders.id, made[2]!.id));
      await expect(names).toHaveText([`Zz Fresh ${id}`, `Zz Fair ${id}`]);
      expect(await seriousA11yViolations(page)).toEqual([]);
    } finally {
      await db.delete(gymLeaders).where(
        inArray(
          gymLeaders.id,
          made.map((l) => l.id),
        ),
      );
    }
  });
});
