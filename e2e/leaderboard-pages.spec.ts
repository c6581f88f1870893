import { eq, sql } from 'drizzle-orm';
import { devices } from '@playwright/test';
import { minecraftAccounts, user } from '../src/server/db/schema';
import { expect, signIn, test, waitForHydration } from './support/fixtures';

// The whole ladder on /leaderboard: 5,100 trainers of this journey's own, rated below everyone else (-1 to
// -5,100, so they push no other journey's players down), reached by paging, by a search and by "Jump to my
// position". The ranks are read from the database, as other journeys may add players above meanwhile.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const PLAYERS = 5_100;
const prefix = `Lp${Date.now().toString(36).slice(-4)}${Math.floor(Math.random() * 100)}`;
/** This journey's trainer k: rated -k. */
const nameOf = (k: number) => `${prefix}${String(k).padStart(4, '0')}`;

test.beforeAll(async ({ db }) => {
  await db.execute(sql`
    with a as (
      insert into minecraft_accounts (uuid, name)
      select md5(${prefix} || g)::uuid, ${prefix} || lpad(g::text, 4, '0') from generate_series(1, ${PLAYERS}) g
      returning uuid, name
    )
    insert into elo_ratings (player_uuid, rating, wins, losses)
    select uuid, -substr(name, ${prefix.length + 1})::int, 0, 1 from a`);
});

test.afterAll(async ({ db }) => {
  await db.execute(sql`delete from minecraft_accounts where name like ${`${prefix}%`}`);
});

/** Where trainer k stands: their rank (1 + players rated higher) and, being alone at their rating, their page. */
async function standing(db: import('../src/server/db/client').Database, k: number) {
  const { rows } = await db.execute<{ n: string }>(sql`select count(*) as n from elo_ratings where rating > ${-k}`);
  const rank = Number(rows[0]!.n) + 1;
  return { rank, page: Math.ceil(rank / 100) };
}

const rowOf = (page: import('@playwright/test').Page, name: string) =>
  page.getByRole('table', { name: 'Top Trainers' }).getByRole('row').filter({ hasText: name });

test('the 5,000th of them by paging: last page, previous, and back and forward through the address', async ({
  page,
  db,
}) => {
  const target = nameOf(5_000);
  await page.goto('/leaderboard');
  const pages = page.getByRole('navigation', { name: 'Ladder pages' });
  await pages.getByRole('link', { name: 'Last page' }).click();
  const { page: last } = await standing(db, PLAYERS);
  await expect(page).toHaveURL(new RegExp(`\\?page=${last}$`));
  await expect(pages).toContainText(`Page ${last} of ${last}`);
  await expect(rowOf(page, nameOf(PLAYERS))).toBeVisible();

  // The target is a page up, unless other journeys' players moved it (then the address goes straight there).
  const { rank, page: at } = await standing(db, 5_000);
  if (at === last - 1) await pages.getByRole('link', { name: 'Previous page' }).click();
  else await page.goto(`/leaderboard?page=${at}`);
  const row = rowOf(page, target);
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').first()).toHaveText(`#${rank}`);
  await expect(row.getByRole('link', { name: target })).toHaveAttribute('href', `/trainers/${target}`);
  await expect(page.getByText(/^Showing [\d,]+–[\d,]+ of [\d,]+ ranked trainers\.$/)).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`\\?page=${last}$`));
  await expect(rowOf(page, nameOf(PLAYERS))).toBeVisible();
  await page.goForward();
  await expect(row).toBeVisible();
  await pages.getByRole('link', { name: 'First page' }).click();
  await expect(page).toHaveURL(/\/leaderboard$/);
  await expect(pages).toContainText('Page 1 of');
});

test('the 5,000th of them by a search in another case: their page, their row highlighted, focused and announced', async ({
  page,
  db,
}) => {
  const target = nameOf(5_000);
  await page.goto('/leaderboard');
  await page.getByRole('searchbox', { name: 'Find a trainer' }).fill(target.toUpperCase());
  await page.getByRole('button', { name: 'Find' }).click();
  const row = rowOf(page, target);
  await expect(row).toBeFocused();
  await expect(row).toHaveAttribute('aria-current', 'true');
  await expect(row).toBeInViewport();
  const { rank, page: at } = await standing(db, 5_000);
  await expect(row.getByRole('cell').first()).toHaveText(`#${rank}`);
  await expect(page.getByRole('status').filter({ hasText: 'Found' })).toHaveText(
    new RegExp(`^Found ${target} at rank #${rank}, page ${at} of \\d+\\.$`),
  );
  // The address holds the search: opening it again shows the same.
  expect(new URL(page.url()).searchParams.get('q')).toBe(target.toUpperCase());
  await page.reload();
  await expect(rowOf(page, target)).toBeFocused();

  // A name nobody has.
  await page.getByRole('searchbox', { name: 'Find a trainer' }).fill(`${prefix}x`);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByText(`No trainer named “${prefix}x”.`)).toBeVisible();
  await page.goBack();
  await expect(rowOf(page, target)).toBeVisible();
});

test('jump to my position: a signed-in player whose linked account is rated', async ({ page, db }) => {
  const mine = nameOf(4_321);
  await page.goto('/leaderboard');
  await signIn(page, { newName: `Ladder ${prefix}` });
  const [me] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.name, `Ladder ${prefix}`));
  await db.update(minecraftAccounts).set({ userId: me!.id }).where(eq(minecraftAccounts.name, mine));
  await page.goto('/leaderboard');
  await page.getByRole('link', { name: 'Jump to my position' }).click();
  const row = rowOf(page, mine);
  await expect(row).toBeFocused();
  await expect(row).toContainText('(You)');
  const { rank } = await standing(db, 4_321);
  await expect(row.getByRole('cell').first()).toHaveText(`#${rank}`);

  // Live: a won match shows in their row without a reload.
  await db.execute(sql`update elo_ratings set wins = 1 where player_uuid = md5(${prefix} || 4321)::uuid`);
  await expect(row.getByRole('cell').nth(4)).toHaveText('1W - 1L');
});

test.describe('on a phone', () => {
  // The mobile project's phone, here because only this journey has a ladder of many pages (issue 39).
  const { defaultBrowserType: _, ...pixel } = devices['Pixel 7'];
  test.use(pixel);

  test('next and previous by touch, a search, and nothing wider than the screen', async ({ page, db }) => {
    const wider = () => page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
    await page.goto('/leaderboard');
    await waitForHydration(page);
    const pages = page.getByRole('navigation', { name: 'Ladder pages' });
    await expect(pages).toContainText(/Page 1 of [\d,]+/);
    await expect(pages.getByText('‹ Previous')).toHaveAttribute('aria-disabled', 'true');
    for (const link of await pages.getByRole('link').all()) {
      const box = (await link.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(24);
      expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    }
    expect(await wider()).toBeLessThanOrEqual(0);

    await pages.getByRole('link', { name: 'Next page' }).tap();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(pages).toContainText('Page 2 of');
    await expect(page.getByText(/^Showing 101–200 of [\d,]+ ranked trainers\.$/)).toBeVisible();
    expect(await wider()).toBeLessThanOrEqual(0);
    await pages.getByRole('link', { name: 'Previous page' }).tap();
    await expect(page).toHaveURL(/\/leaderboard$/);
    await expect(pages).toContainText('Page 1 of');

    const target = nameOf(5_000);
    await page.getByRole('searchbox', { name: 'Find a trainer' }).fill(target.toLowerCase());
    await page.getByRole('button', { name: 'Find' }).tap();
    const row = rowOf(page, target);
    await expect(row).toBeFocused();
    await expect(row).toBeInViewport();
    const { page: at } = await standing(db, 5_000);
    await expect(pages).toContainText(`Page ${at.toLocaleString('en-US')} of`);
    for (const cell of await row.getByRole('cell').all()) {
      const box = (await cell.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    }
    expect(await wider()).toBeLessThanOrEqual(0);
  });
});
