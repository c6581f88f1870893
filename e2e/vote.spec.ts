import { DEMO_VOTE_SITES } from '../src/server/db/seed/demo-vote-sites';
import { expect, seriousA11yViolations, test } from './support/fixtures';

// Spec 2 section 9, as written there.
const CRATE: [reward: string, chance: string][] = [
  ['$1,500 in-game currency', '22%'],
  ['Quick Ball x16', '18%'],
  ['Medium EXP Candy x3', '16%'],
  ['Netherite Ingot x1', '12%'],
  ['Timer Ball x6', '12%'],
  ['Rare Candy x3', '12%'],
  ['Everstone x1', '10%'],
  ['$5,000 in-game currency', '4%'],
  ['Higher-tier chest key', '3%'],
  ['Extra vote key', '1.8%'],
  ['Random crate key', '1%'],
];

test.describe('the vote page', () => {
  test('the six demo vote sites, each opening in a new tab without access to this page', async ({ page, context }) => {
    // The vote sites are on the internet: answer for them so the new tab has something to load.
    await context.route(/^https:\/\/(?!localhost)/, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>vote site</title>' }),
    );
    await page.goto('/vote-links');
    // Staff journeys beside this one may add a site of their own for a moment: the demo's six are all there.
    for (const site of DEMO_VOTE_SITES) {
      const link = page.getByRole('link', { name: `Vote Now on ${site.name} (opens in a new tab)`, exact: true });
      await expect(link).toHaveAttribute('href', site.url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(page.locator('#vote-sites').getByTestId('vote-site').filter({ has: link })).toContainText(
        site.rewardNote,
      );
    }
    expect(new Set(DEMO_VOTE_SITES.map((site) => site.url)).size).toBe(6);
    const first = page.getByRole('link', { name: `Vote Now on ${DEMO_VOTE_SITES[0]!.name} (opens in a new tab)` });
    const [popup] = await Promise.all([page.waitForEvent('popup'), first.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(DEMO_VOTE_SITES[0]!.url);
    await expect(page).toHaveURL(/\/vote-links$/);
  });

  test('explains how voting works, the crate chances, the vote party and the inventory warning', async ({ page }) => {
    await page.goto('/vote-links');
    const how = page.locator('#how-it-works');
    await expect(how).toContainText('Click and vote');
    await expect(how).toContainText('Receive vote keys in game');
    await expect(how).toContainText('Claim rewards with the /crates command or at the spawn treasury.');

    const rows = page.getByRole('table', { name: 'Vote crate rewards' }).getByRole('row');
    await expect(rows).toHaveCount(CRATE.length + 1);
    for (const [i, [reward, chance]] of CRATE.entries()) {
      await expect(rows.nth(i + 1).getByRole('rowheader')).toHaveText(reward);
      await expect(rows.nth(i + 1).getByRole('cell')).toHaveText(chance);
    }

    const rewards = page.locator('#rewards');
    await expect(rewards).toContainText('500 total votes');
    await expect(rewards).toContainText('30-minute server-wide shiny boost (25 times the normal shiny chance)');
    await expect(rewards).toContainText('A random legendary-type spawn');
    await expect(page.getByRole('note')).toContainText('Keep inventory space free');
  });

  test('its sections are anchors: vote-sites, how-it-works, rewards, instructions', async ({ page }) => {
    await page.goto('/vote-links#rewards');
    await expect(page.getByRole('heading', { level: 1, name: 'Vote for Us' })).toBeAttached();
    await expect(page.locator('#rewards')).toBeInViewport();
    for (const id of ['vote-sites', 'how-it-works', 'rewards', 'instructions'])
      await expect(page.locator(`#${id}`)).toBeAttached();
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Instructions' }).click();
    await expect(page).toHaveURL(/#instructions$/);
    await expect(page.locator('#instructions')).toBeInViewport();
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto('/vote-links');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
