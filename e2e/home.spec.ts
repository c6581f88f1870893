import { eq } from 'drizzle-orm';
import { eloRatings, minecraftAccounts, user } from '../src/server/db/schema';
import { makeMinecraftAccount, makeRating } from '../src/server/db/seed/factories';
import { expect, seriousA11yViolations, signIn, test } from './support/fixtures';
import { registrationClosesCaption } from '../src/domain/shared/league-time';
import type { HomeCountdown } from '../src/domain/tournaments/countdown';
import type { Home } from '../src/web/features/home/api';

// These journeys change shared rows (leaders online, top ratings), so they run one after another.
test.describe.configure({ mode: 'default' });

const uniq = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e4)}`;

/** When the doubles record closes registration: the countdown's end (the demo data puts it days ahead). */
const closesAt = async (page: import('@playwright/test').Page) =>
  Date.parse(((await (await page.request.get('/api/home/countdown')).json()) as HomeCountdown).registrationClosesAt);

test.describe('home page', () => {
  test("hero, countdown with its record's caption and the six feature cards in order", async ({ page }) => {
    const close = await closesAt(page);
    await page.goto('/');
    await expect(page.getByText('Season 1 Championship Now Live')).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Mid-Season Doubles Showdown - Register Now, Limited to 16 Players!' }),
    ).toHaveAttribute('href', '/mid-season-doubles');
    await expect(page.getByRole('link', { name: 'Apply to be Gym Leader' })).toHaveAttribute(
      'href',
      '/gym-leader-application',
    );
    const countdown = page.getByTestId('countdown');
    for (const unit of ['Days', 'Hours', 'Minutes', 'Seconds']) await expect(countdown.getByText(unit)).toBeVisible();
    await expect(page.getByTestId('countdown-caption')).toHaveText(registrationClosesCaption(close));
    await expect(page.getByTestId('feature-card').locator('h3')).toHaveText([
      'No Pay-to-Win',
      'Paid Pro Gym Leaders',
      'AFK Legendary Fix',
      'Seasonal Championships',
      'Breeding',
      'Mega Evolution, Dynamax and Z-Moves',
    ]);
    await expect(
      page.getByText('No legendary, mythical, ultra beast or paradox spawns on players who are away from keyboard', {
        exact: false,
      }),
    ).toBeVisible();
    await expect(page.getByText('A championship every 3 months', { exact: false })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('counts down while the close time is ahead, zeros once passed', async ({ page }) => {
    const close = await closesAt(page);
    await page.clock.install({ time: new Date(close - 2 * 86_400_000 - 7 * 3_600_000) });
    await page.goto('/');
    await expect(page.getByTestId('countdown').locator('li').first()).toHaveText('02Days');
    // 2 days, 0 hours, 0 minutes and 10 seconds before registration closes
    await page.clock.pauseAt(new Date(close - 2 * 86_400_000 - 10_000));
    await expect(page.getByTestId('countdown').locator('li')).toHaveText([
      '02Days',
      '00Hours',
      '00Minutes',
      '10Seconds',
    ]);
    await page.clock.runFor(3_000);
    await expect(page.getByTestId('countdown').locator('li').last()).toHaveText('07Seconds');
    await page.clock.setSystemTime(new Date(close + 5_000));
    await page.clock.runFor(1_000);
    await expect(page.getByTestId('countdown').locator('li')).toHaveText([
      '00Days',
      '00Hours',
      '00Minutes',
      '00Seconds',
    ]);
  });

  test("loading: 'Connecting to Arena…' until the data comes", async ({ page }) => {
    // The arena's data is held until the journey has seen the loading state (the first HTML's: no wait for hydration).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/home', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByText('Connecting to Arena…')).toBeVisible();
    release();
    await expect(page.getByTestId('featured-leader')).toBeVisible();
    await expect(page.getByText('Connecting to Arena…')).toHaveCount(0);
  });

  test('error: the arena and the leaderboard say so, and Retry reloads the page', async ({ page }) => {
    await page.route('**/api/home', (route) =>
      route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'Database unavailable' } } }),
    );
    await page.goto('/');
    await expect(page.getByText('Arena connection failed: Database unavailable')).toBeVisible();
    await expect(page.getByText('Error loading leaderboard: Database unavailable')).toBeVisible();
    await page.unroute('**/api/home');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('featured-leader')).toBeVisible();
    await expect(page.getByTestId('leaderboard-row').first()).toBeVisible();
  });

  test('empty: no leaders live, nobody ranked', async ({ page }) => {
    const empty: Home = { arena: { leaders: [], recentMatches: [] }, leaderboard: { totalPlayers: 0, players: [] } };
    await page.route('**/api/home', (route) => route.fulfill({ json: empty }));
    await page.goto('/');
    await expect(page.getByText('No leaders are live right now')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Leaders' })).toHaveAttribute('href', '/gym-leaders');
    await expect(page.getByText('No players ranked yet. Be the first!')).toBeVisible();
    await expect(page.getByTestId('match-ticker')).toHaveCount(0);
  });

  test('filled: the featured leader, chips, ticker and top 10 are what the server says', async ({ page }) => {
    await page.goto('/');
    const home = (await (await page.request.get('/api/home')).json()) as Home;
    const first = home.arena.leaders[0]!;
    const featured = page.getByTestId('featured-leader');
    await expect(featured.getByRole('heading')).toHaveText(first.displayName);
    await expect(featured).toContainText(first.element, { ignoreCase: true });
    await expect(featured).toContainText('Live');
    await expect(featured).toContainText(first.rating === null ? 'Unrated' : String(first.rating));
    await expect(featured).toContainText(`${Math.round(first.winRate * 100)}%`);
    // Both open a dialog (e2e/leader-tools.spec.ts follows them through).
    await expect(featured.getByRole('button', { name: 'Challenge' })).toBeEnabled();
    await expect(featured.getByRole('button', { name: 'View Loadout' })).toBeEnabled();
    await expect(page.getByRole('list', { name: 'Online gym leaders' }).getByRole('button')).toHaveCount(
      Math.min(5, home.arena.leaders.length),
    );

    const ticker = page.getByTestId('match-ticker').locator('ul').first().getByTestId('ticker-item');
    await expect(ticker).toHaveCount(home.arena.recentMatches.length);
    const inProgress = home.arena.recentMatches.findIndex((m) => m.result === 'in_progress');
    if (inProgress >= 0) await expect(ticker.nth(inProgress)).toContainText('In progress');
    // The leader's rating change follows the outcome when the match was rated (a match made by a journey running
    // beside this one may not be).
    const change = (m: Home['arena']['recentMatches'][number], sign: string) => (m.leaderDelta === null ? '' : sign);
    const leaderWon = home.arena.recentMatches.findIndex((m) => m.result === 'leader_won');
    if (leaderWon >= 0) {
      const m = home.arena.recentMatches[leaderWon]!;
      await expect(ticker.nth(leaderWon)).toContainText(`${m.gym?.name ?? m.leaderName} won${change(m, '+')}`);
    }
    const challengerWon = home.arena.recentMatches.findIndex((m) => m.result === 'challenger_won');
    if (challengerWon >= 0) {
      const m = home.arena.recentMatches[challengerWon]!;
      await expect(ticker.nth(challengerWon)).toContainText(`Challenger won${change(m, '-')}`);
    }

    const rows = page.getByTestId('leaderboard-row');
    await expect(rows).toHaveCount(10);
    await expect(rows.nth(0).getByText('Gold medal, rank 1')).toBeAttached();
    await expect(rows.nth(3)).toContainText(`#${home.leaderboard.players[3]!.rank}`);
    const p = home.leaderboard.players[0]!;
    await expect(rows.nth(0)).toContainText(p.name);
    await expect(rows.nth(0)).toContainText(p.tier);
    await expect(rows.nth(0)).toContainText(`${p.wins}W/${p.losses}L`);
    await expect(rows.nth(0)).toContainText(String(p.rating));
    await expect(rows.nth(0)).toContainText('LIVE');
    await expect(page.getByTestId('own-rank-box')).toHaveText('Login to see your position on the leaderboard');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test.describe('home leaderboard, live', () => {
  test('a rating change moves a player into the top 10 without a reload', async ({ page, db }) => {
    const name = `Riser${uniq()}`;
    const mc = await makeMinecraftAccount(db, { name });
    await makeRating(db, { playerUuid: mc.uuid, rating: 100, wins: 3, losses: 1 });
    try {
      await page.goto('/');
      const rows = page.getByTestId('leaderboard-row');
      await expect(rows).toHaveCount(10);
      await expect(rows.filter({ hasText: name })).toHaveCount(0);
      await db.update(eloRatings).set({ rating: 9_500 }).where(eq(eloRatings.playerUuid, mc.uuid));
      await expect(rows.first()).toContainText(name);
      await expect(rows.first()).toContainText('9500');
      await expect(rows.first()).toContainText('Champion');
    } finally {
      await db.delete(minecraftAccounts).where(eq(minecraftAccounts.uuid, mc.uuid));
    }
  });
});

test.describe('home leaderboard box, signed in', () => {
  async function signedInUserId(
    page: import('@playwright/test').Page,
    db: import('../src/server/db/client').Database,
    name: string,
  ) {
    await page.goto('/');
    await signIn(page, { newName: name });
    await expect(page.getByTestId('account-menu')).toHaveAccessibleName(name);
    const [row] = await db.select({ id: user.id }).from(user).where(eq(user.name, name));
    return row!.id;
  }

  test("no Minecraft account: 'Link your Minecraft account to see your ranking'", async ({ page, db }) => {
    await signedInUserId(page, db, `Unlinked ${uniq()}`);
    const box = page.getByTestId('own-rank-box');
    await expect(box).toContainText('No ELO Rating Found');
    await expect(box).toContainText('Link your Minecraft account to see your ranking');
  });

  test("linked but no rating: 'Play some matches to get your ELO rating!', then the rank once rated, live", async ({
    page,
    db,
  }) => {
    const id = uniq();
    const userId = await signedInUserId(page, db, `Unrated ${id}`);
    const mc = await makeMinecraftAccount(db, { name: `Fresh${id}`, userId });
    try {
      const box = page.getByTestId('own-rank-box');
      await expect(box).toContainText('No ELO Rating Found');
      await expect(box).toContainText('Play some matches to get your ELO rating!');
      await makeRating(db, { playerUuid: mc.uuid, rating: 1, wins: 2, losses: 9, streak: -3 });
      const own = async () => (await (await page.request.get('/api/leaderboard/me')).json()) as { rank: number };
      await expect(box).toContainText('Your position');
      await expect(box).toContainText(`#${(await own()).rank}`);
      await expect(box).toContainText('2W/9L');
      await expect(box).toContainText('-3');
      await expect(box).toContainText('1');
      await expect(box).toContainText('Beginner');
      await expect(page.getByTestId('leaderboard-row').filter({ hasText: '(You)' })).toHaveCount(0);
    } finally {
      await db.delete(minecraftAccounts).where(eq(minecraftAccounts.uuid, mc.uuid));
    }
  });

  test("in the top 10: the row is highlighted and marked '(You)', and the box says so", async ({ page, db }) => {
    const id = uniq();
    const userId = await signedInUserId(page, db, `Topper ${id}`);
    const mc = await makeMinecraftAccount(db, { name: `Top${id}`, userId });
    await makeRating(db, { playerUuid: mc.uuid, rating: 9_900, wins: 40, losses: 2, streak: 7 });
    try {
      const row = page.getByTestId('leaderboard-row').filter({ hasText: `Top${id}` });
      await expect(row).toContainText('(You)');
      await expect(row).toHaveAttribute('aria-current', 'true');
      await expect(row).toHaveClass(/ring-primary/);
      await expect(page.getByTestId('own-rank-box')).toHaveText("You're in the top 10!");
      expect(await seriousA11yViolations(page)).toEqual([]);
    } finally {
      await db.delete(minecraftAccounts).where(eq(minecraftAccounts.uuid, mc.uuid));
    }
  });
});
