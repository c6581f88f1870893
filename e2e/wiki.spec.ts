import { expect, seriousA11yViolations, test } from './support/fixtures';

// Spec 2 section 2, Player Wiki: the left navigation in this order.
const NAV: [label: string, href: string][] = [
  ['Getting Started', '#getting-started'],
  ['Spawn Atlas', '/spawn-atlas'],
  ['Battle Pass', '#battle-pass'],
  ['Quests', '#quests'],
  ['Crates', '#crates'],
  ['Warping', '#warping'],
  ['Land Claims', '#land-claims'],
  ['TMs/TRs', '#tms-trs'],
  ['Gyms & PvP', '#gyms-pvp'],
  ['Economy', '#economy'],
  ['Ranks', '#ranks'],
  ['Breeding', '#breeding'],
  ['Training', '#training'],
  ['Berries', '#berries'],
  ['Events', '#events'],
  ['FAQ', '#faq'],
  ['Commands', '#commands'],
];

test.describe('the wiki', () => {
  test("the left navigation lists the wiki's sections in order, and every anchor has its section", async ({ page }) => {
    await page.goto('/wiki');
    const links = page.getByRole('navigation', { name: 'Wiki sections' }).getByRole('link');
    await expect(links).toHaveText(NAV.map(([label]) => label));
    for (const [i, [, href]] of NAV.entries()) {
      await expect(links.nth(i)).toHaveAttribute('href', href);
      if (href.startsWith('#')) await expect(page.locator(href).getByRole('heading', { level: 2 })).toBeVisible();
    }
    await links.filter({ hasText: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/wiki#faq$/);
    await expect(page.locator('#faq')).toBeInViewport();
  });

  test('the spawn atlas entry opens the spawn atlas', async ({ page }) => {
    await page.goto('/wiki');
    await page.getByRole('navigation', { name: 'Wiki sections' }).getByRole('link', { name: 'Spawn Atlas' }).click();
    await expect(page).toHaveURL(/\/spawn-atlas$/);
  });

  test('#ranks shows the four ranks and their monthly prices', async ({ page }) => {
    await page.goto('/wiki#ranks');
    const ranks = page.locator('#ranks');
    await expect(ranks).toBeInViewport();
    for (const [name, price] of [
      ['Ace', '$4.99'],
      ['Expert', '$7.99'],
      ['Elite', '$12.99'],
      ['Master', '$19.99'],
    ] as const) {
      const card = ranks.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
      await expect(card).toContainText(`${price}/month`);
    }
    await expect(ranks.getByRole('listitem').filter({ hasText: 'Most Popular' }).getByRole('heading')).toHaveText(
      'Elite',
    );
    await expect(ranks).toContainText('Each rank includes the perks of the ranks before it.');
    await expect(ranks).toContainText('Champion is earned via PvP and is not for sale.');
  });

  test('/wiki#ev-editor-policy is scrolled into view', async ({ page }) => {
    await page.goto('/wiki#ev-editor-policy');
    const policy = page.locator('#ev-editor-policy');
    await expect(policy).toBeInViewport();
    await expect(policy).toContainText(
      "EV editing applies to the player's own Pokémon only; a policy violation means immediate removal of EV editor access with no refund.",
    );
  });

  test('states the facts players need: tokens, level cap, Poké Balls and keys', async ({ page }) => {
    await page.goto('/wiki');
    await expect(page.locator('#getting-started')).toContainText('Each player starts with 1 Gym Token');
    await expect(page.locator('#gyms-pvp')).toContainText('Ranked ELO battles need the level 50 cap');
    await expect(page.locator('#getting-started')).toContainText('4 Apricorns plus 1 ingot');
    const controls = page.getByRole('table', { name: 'Default key bindings' });
    await expect(controls.getByRole('row', { name: /^R Send out a Pokémon$/ })).toBeVisible();
    await expect(controls.getByRole('row', { name: /^N Open your party and box$/ })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Common commands' })).toContainText('/crates');
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto('/wiki');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
