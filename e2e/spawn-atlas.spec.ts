import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './support/fixtures';

// The demo atlas is the league's datapack (content/spawn-datapack) imported at start: 115 species,
// 89 Legendary and Mythical, 16 Paradox, 10 Ultra Beasts.
const TOTAL = 115;
const cards = (page: Page) => page.getByTestId('atlas-card');
const names = (page: Page) => cards(page).getByRole('heading').allTextContents();
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search Pokémon or biome' });
const toggle = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Categories' }).getByRole('button', { name });
const count = (page: Page) => page.getByTestId('atlas-count');

test.describe('spawn atlas', () => {
  test('shows every species with the count, the hero and the footer', async ({ page }) => {
    // The accessibility scan of 115 cards takes several seconds alone, far more on a busy machine.
    test.slow();
    await page.goto('/spawn-atlas');
    await expect(page.getByRole('heading', { level: 1, name: 'Spawn Atlas' })).toBeVisible();
    await expect(search(page)).toHaveAttribute('placeholder', 'Search Pokémon or Biome...');
    await expect(count(page)).toHaveText(`Showing ${TOTAL} of ${TOTAL} Pokémon`);
    await expect(cards(page)).toHaveCount(TOTAL);
    await expect(page.getByText('Spawn Atlas v1.0')).toBeVisible();
    const articuno = cards(page).filter({ has: page.getByRole('heading', { name: 'Articuno' }) });
    await expect(articuno.getByText('Legendary')).toBeVisible();
    await expect(articuno.getByRole('img', { name: '4 of 5 stars' })).toBeVisible();
    await expect(articuno.getByText('Lv. 50-60')).toBeVisible();
    await expect(articuno.getByRole('listitem')).toHaveText(['Frozen Peaks', 'Ice Spikes', '+2']);
    await expect(articuno.getByText('Snow starts to fall out of a clear sky')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('searches by name, by biome group and by lore, ignoring case', async ({ page }) => {
    await page.goto('/spawn-atlas');
    await search(page).fill('IRON V');
    await expect(count(page)).toHaveText(`Showing 1 of ${TOTAL} Pokémon`);
    expect(await names(page)).toEqual(['Iron Valiant']);
    await search(page).fill('jagged peaks');
    await expect.poll(() => names(page)).toEqual(['Arceus', 'Celesteela', 'Rayquaza', 'Roaring Moon']);
    await search(page).fill('Pure Of Heart');
    await expect.poll(() => names(page)).toEqual(['Mew']);
    await expect(page).toHaveURL(/[?&]q=Pure\+Of\+Heart/);
  });

  test('filters by category alone and combined, with the search too', async ({ page }) => {
    await page.goto('/spawn-atlas');
    await toggle(page, 'Ultra Beasts').click();
    await expect(toggle(page, 'Ultra Beasts')).toHaveAttribute('aria-pressed', 'true');
    await expect(count(page)).toHaveText(`Showing 10 of ${TOTAL} Pokémon`);
    await toggle(page, 'Paradox').click();
    await expect(count(page)).toHaveText(`Showing 26 of ${TOTAL} Pokémon`);
    await toggle(page, 'Ultra Beasts').click();
    await expect(count(page)).toHaveText(`Showing 16 of ${TOTAL} Pokémon`);
    await search(page).fill('iron');
    await expect(count(page)).toHaveText(`Showing 9 of ${TOTAL} Pokémon`);
    await toggle(page, 'Legendaries').click();
    await expect.poll(() => names(page)).toContain('Meltan');
    await toggle(page, 'Legendaries').click();
    await toggle(page, 'Paradox').click();
    await expect(count(page)).toHaveText(`Showing 11 of ${TOTAL} Pokémon`);
  });

  test('the empty state', async ({ page }) => {
    await page.goto('/spawn-atlas');
    await search(page).fill('deep ocean');
    await expect(count(page)).toHaveText(`Showing 2 of ${TOTAL} Pokémon`);
    await toggle(page, 'Ultra Beasts').click();
    await expect(count(page)).toHaveText(`Showing 0 of ${TOTAL} Pokémon`);
    await expect(page.getByText('No Pokémon found. Try adjusting your search or filters.')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });

  test('a shared link opens the same view', async ({ page }) => {
    await page.goto('/spawn-atlas?q=iron&category=paradox');
    await expect(search(page)).toHaveValue('iron');
    await expect(toggle(page, 'Paradox')).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle(page, 'Legendaries')).toHaveAttribute('aria-pressed', 'false');
    await expect(count(page)).toHaveText(`Showing 9 of ${TOTAL} Pokémon`);
    expect(await names(page)).not.toContain('Meltan');
  });

  test('the details dialog shows every field, opens from the keyboard and closes with Escape', async ({ page }) => {
    await page.goto('/spawn-atlas?q=articuno');
    const open = page.getByRole('button', { name: 'Articuno' });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Articuno' });
    await expect(dialog).toBeVisible();
    const field = (label: string) =>
      dialog.locator('div', { has: page.locator(`dt:text-is("${label}")`) }).locator('dd');
    await expect(field('Category')).toHaveText('Legendary');
    await expect(field('Rarity')).toHaveText('Rare (0.5% bucket)');
    await expect(field('Stars').getByRole('img', { name: '4 of 5 stars' })).toBeVisible();
    await expect(field('Level Range')).toHaveText('50-60');
    await expect(field('Spawn Weight')).toHaveText('0.72');
    await expect(field('Time')).toHaveText('Any');
    await expect(field('Weather')).toHaveText('Clear (not raining)');
    await expect(field('Context')).toHaveText('Grounded');
    await expect(field('Biome Groups').getByRole('listitem')).toHaveText([
      'Frozen Peaks',
      'Ice Spikes',
      'Snowy Slopes',
      'Dark Forest',
    ]);
    await expect(field('Altitude')).toHaveText('Y 120 and above');
    await expect(field('Light Level')).toHaveText('Skylight 8-15');
    await expect(field('Structures')).toHaveText('None');
    await expect(field('Required Blocks')).toHaveText('None');
    await expect(field('Presets')).toHaveText('natural, wild');
    await expect(field('Spawn Boosts')).toHaveText('×1.5 (Night)');
    await expect(field('Spawn Variants')).toHaveText('Galarian form: Dark Forest · Night · Lv 50-60 (Grounded)');
    await expect(field('Notes')).toHaveText('Regional variant: galarian.');
    await expect(field('Lore')).toHaveText('Snow starts to fall out of a clear sky when it flies overhead.');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });

  test('a spawn that needs an add-on says so', async ({ page }) => {
    await page.goto('/spawn-atlas?q=arceus');
    await page.getByRole('button', { name: 'Arceus' }).click();
    await expect(page.getByTestId('atlas-addons')).toHaveText('Requires an add-on: key_item: cobbleleague:azure_flute');
  });

  test('loading skeletons, then the error state', async ({ page }) => {
    await page.route('**/api/spawn-atlas', async (route) => {
      await new Promise((r) => setTimeout(r, 1000));
      await route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'The atlas is unavailable.' } } });
    });
    await page.goto('/spawn-atlas');
    await expect(page.getByTestId('atlas-skeleton')).toHaveCount(9);
    await expect(page.getByRole('alert')).toContainText('Failed to Load the Spawn Atlas');
    await expect(page.getByRole('alert')).toContainText('The atlas is unavailable.');
  });

  test('on a phone the cards stack in one column', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/spawn-atlas');
    await expect(cards(page)).toHaveCount(TOTAL);
    const [a, b] = [await cards(page).nth(0).boundingBox(), await cards(page).nth(1).boundingBox()];
    expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
