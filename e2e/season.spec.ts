import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { user } from '../src/server/db/schema';
import { makeBadgeAward, makeMinecraftAccount } from '../src/server/db/seed/factories';
import { createGameApiKey } from '../src/server/game-keys/keys';
import { expect, seriousA11yViolations, signIn, test } from './support/fixtures';

const uniq = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e3)}`;
const GYMS = ['fire', 'water', 'steel', 'psychic', 'electric', 'ghost', 'fairy', 'dark', 'poison'] as const;

test('Season 1: the season texts, then players ranked by badges with the champion tagged', async ({ page }) => {
  await page.goto('/season1');
  await expect(page.getByRole('heading', { level: 1, name: 'Season 1' })).toBeVisible();
  await expect(page.getByText('October 1 - November 31, 2025')).toBeVisible();
  await expect(page.getByText('Oct 1 - Nov 31')).toBeVisible();
  await expect(page.getByText('Single elimination, best of 1, singles.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Elite Four Entry Tournament' })).toBeVisible();
  await expect(page.getByText('Glory is earned in battle, not bought')).toBeVisible();

  const rows = page.getByTestId('progress-row');
  await expect(rows.first()).toContainText('9 of 9 badges');
  const champion = rows.filter({ hasText: 'EthanGold' });
  await expect(champion).toContainText('CHAMPION');
  await expect(champion.getByTitle('Fire Badge - Earned')).toBeVisible();
  await expect(champion.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '9');
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('a badge awarded through the game API appears live, found by a name search', async ({ page, db, baseURL }) => {
  const { key } = await createGameApiKey(db, `e2e season ${randomUUID()}`);
  const trainer = { uuid: randomUUID(), name: `Live${uniq()}` };
  const award = (gym: string) =>
    fetch(`${baseURL}/api/game/v1/badges`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ player: trainer, gym }),
    });
  await page.goto('/season1');
  await page.getByLabel('Search players').fill(trainer.name);
  await expect(page.getByText(`No players match "${trainer.name}".`)).toBeVisible();

  expect((await award('fire')).status).toBe(200);
  const row = page.getByTestId('progress-row').filter({ hasText: trainer.name });
  await expect(row).toContainText('1 of 9 badges');
  await expect(row.getByTitle('Fire Badge - Earned')).toBeVisible();
  await expect(row.getByTitle('Water Badge', { exact: true })).toBeVisible();

  expect((await award('water')).status).toBe(200);
  await expect(row).toContainText('2 of 9 badges');
  await expect(row.getByTitle('Water Badge - Earned')).toBeVisible();
});

test('pages of 25 with Load more, and search narrows the list', async ({ page, db }) => {
  const prefix = `Pg${uniq()}`;
  for (let i = 0; i < 30; i++) {
    const mc = await makeMinecraftAccount(db, { name: `${prefix}_${String(i).padStart(2, '0')}` });
    await makeBadgeAward(db, { season: 1, playerUuid: mc.uuid, element: GYMS[i % 9]! });
  }
  await page.goto('/season1');
  await expect(page.getByTestId('progress-row')).toHaveCount(25);
  await page.getByLabel('Search players').fill(prefix.toLowerCase());
  const rows = page.getByTestId('progress-row');
  await expect(rows.first()).toContainText(`${prefix}_00`);
  await expect(rows).toHaveCount(25);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(rows).toHaveCount(30);
  await expect(rows.last()).toContainText(`${prefix}_29`);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});

test("a signed-in player sees their own row pinned above everyone's", async ({ page, db }) => {
  const name = `Own ${uniq()}`;
  await page.goto('/season1');
  await signIn(page, { newName: name });
  await expect(page.getByTestId('own-progress')).toContainText('Link your Minecraft account');
  const [me] = await db.select().from(user).where(eq(user.name, name));
  const mc = await makeMinecraftAccount(db, { name: `Own${uniq()}`, userId: me!.id });
  await makeBadgeAward(db, { season: 1, playerUuid: mc.uuid, element: 'ghost' });
  await page.reload();
  const own = page.getByTestId('own-progress');
  await expect(own).toContainText(mc.name);
  await expect(own).toContainText('1 of 9 badges');
  await expect(own).toContainText('(you)');
  const ownBox = (await own.boundingBox())!;
  const firstBox = (await page.getByTestId('progress-row').first().boundingBox())!;
  expect(ownBox.y).toBeLessThan(firstBox.y);
});

test('the list shows an error with a retry when the server fails', async ({ page }) => {
  // No live updates: a badge a parallel journey awards would read the list again before Try Again is pressed.
  await page.route('**/api/realtime', (route) => route.abort());
  await page.route('**/api/seasons/1/progress', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Something went wrong.' } } }),
  );
  await page.goto('/season1');
  const alert = page.getByRole('alert').filter({ hasText: 'Failed to Load Badge Progress' });
  await expect(alert).toContainText('Something went wrong.');
  await page.unroute('**/api/seasons/1/progress');
  await alert.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByTestId('progress-row').first()).toBeVisible();
});
