import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { makeMinecraftAccount } from '../src/server/db/seed/factories';
import { expect, test } from './support/fixtures';

// Trainer profiles (issue 39): reached from the names elsewhere, the chart's ranges, head to head, the share tags in
// the first HTML, an unknown name's 404 and an old name's redirect.

const ASH = 'AshKetchum_MC';

test('a profile opens from the home ticker, a bracket and the season list', async ({ page }) => {
  await page.goto('/');
  // The ticker scrolls: its first copy's link is pressed where it is.
  const ticker = page.getByTestId('match-ticker').locator('ul').first().getByRole('link').first();
  const name = await ticker.textContent();
  await ticker.dispatchEvent('click');
  await expect(page).toHaveURL(/\/trainers\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(name).toBeTruthy();

  await page.goto('/founders-1');
  const bracketLink = page.locator('main a[href^="/trainers/"]').first();
  const bracketName = (await bracketLink.textContent())!;
  await bracketLink.click();
  await expect(page.getByRole('heading', { level: 1, name: bracketName })).toBeVisible();

  await page.goto('/season1');
  const row = page.getByTestId('progress-row').first().getByRole('link');
  await row.click();
  await expect(page).toHaveURL(/\/trainers\//);
  await expect(page.getByRole('heading', { name: 'Season 1 badges' })).toBeVisible();
});

test('the chart switches ranges and says what it shows; head to head from a match', async ({ page }) => {
  await page.goto(`/trainers/${ASH.toLowerCase()}`);
  await expect(page).toHaveURL(new RegExp(`/trainers/${ASH}$`));
  await expect(page.getByRole('heading', { level: 1, name: ASH })).toBeVisible();
  const summary = page.getByTestId('chart-summary');
  await expect(summary).toContainText('Rating over the last 30 days');
  await page.getByRole('button', { name: '90 days' }).click();
  await expect(page.getByRole('button', { name: '90 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(summary).toContainText('Rating over the last 90 days');
  await page.getByRole('button', { name: 'Season', exact: true }).click();
  await expect(summary).toContainText('Rating over the last season');
  await expect(page.getByRole('img', { name: /^Rating over the last season/ })).toBeVisible();

  const first = page.getByTestId('match-list').getByRole('listitem').first();
  const opponent = (await first.getByRole('link').textContent())!;
  await first.getByRole('button', { name: /Head to head/ }).click();
  await expect(page.getByTestId('head-to-head')).toContainText(`${ASH} won`);
  await expect(page.getByTestId('head-to-head')).toContainText(`${opponent} won`);
});

test('the first HTML has the title and the Open Graph and Twitter tags', async ({ request }) => {
  const res = await request.get(`/trainers/${ASH}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain(`<title>${ASH} · Cobble League</title>`);
  expect(html).toContain(`<meta property="og:title" content="${ASH}" />`);
  expect(html).toMatch(/<meta property="og:description" content="Rank #[\d,]+ of [\d,]+ · [\d,]+ rating · \w+ tier/);
  expect(html).toContain(`<meta property="og:image" content="https://mc-heads.net/avatar/${ASH}/100" />`);
  expect(html).toContain('<meta name="twitter:card" content="summary" />');
  expect(html).toMatch(/<h1[^>]*>AshKetchum_MC<\/h1>/);
});

test('an unknown name is the not-found page with a search; an old name redirects', async ({ page, request, db }) => {
  const res = await request.get('/trainers/NoSuchTrainerHere');
  expect(res.status()).toBe(404);
  expect(await res.text()).toContain('Search trainers by name');
  await page.goto('/trainers/NoSuchTrainerHere');
  await page.getByLabel('Search trainers by name').fill(ASH.slice(0, 8));
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { level: 1, name: ASH })).toBeVisible();

  const suffix = randomUUID().slice(0, 6);
  const account = await makeMinecraftAccount(db, { name: `Old_${suffix}` });
  await db.execute(sql`update minecraft_accounts set name = ${`New_${suffix}`} where uuid = ${account.uuid}`);
  const moved = await request.get(`/trainers/old_${suffix}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(308);
  expect(moved.headers().location).toBe(`/trainers/New_${suffix}`);
});
