import { expect, seriousA11yViolations, test } from './support/fixtures';

test('ranks: the Monthly/Annual toggle, four rank cards, Champion, the call to action and the EV policy link', async ({
  page,
}) => {
  await page.goto('/ranks');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const annual = page.getByRole('button', { name: /Annual/ });
  await expect(annual).toContainText('Save 10%');
  await expect(page.getByText('Each rank inherits every perk of the ranks before it')).toBeVisible();

  const cards = ['ace', 'expert', 'elite', 'master'].map((r) => page.getByTestId(`rank-${r}`));
  for (const card of cards) await expect(card.getByRole('img')).toBeVisible();
  await expect(cards[2]!).toContainText('Most Popular');
  await expect(cards[0]!).not.toContainText('Most Popular');
  await expect(cards[0]!).toContainText('$4.99/month');
  await expect(cards[3]!).toContainText('$19.99/month');
  await expect(cards[0]!.getByRole('list')).toContainText('+500 claim blocks');
  await expect(cards[3]!.getByRole('list')).toContainText('Premium battle pass included');

  await annual.click();
  await expect(annual).toHaveAttribute('aria-pressed', 'true');
  await expect(cards[0]!).toContainText('$53.89/year');
  await expect(cards[0]!).toContainText('Save $5.99 against monthly');
  await expect(cards[3]!).toContainText('$215.89/year');

  await expect(page.getByTestId('champion-card')).toContainText('not purchasable');
  await expect(page.getByRole('link', { name: 'Choose your rank in the shop' })).toHaveAttribute('href', '/shop#ranks');
  await expect(page.getByText(/loses all of its perks in game/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'EV Editor Policy' })).toHaveAttribute('href', '/wiki#ranks');
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('ranks: Subscribe puts the chosen period in the cart, goes to /shop#ranks, and reads Already in Cart', async ({
  page,
}) => {
  await page.goto('/ranks');
  await page.getByRole('button', { name: 'Subscribe to Elite' }).click();
  await expect(page).toHaveURL(/\/shop#ranks$/);
  await expect(page.getByRole('tab', { name: 'Ranks' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto('/ranks');
  await expect(page.getByTestId('rank-elite').getByRole('button', { name: 'Already in Cart' })).toBeDisabled();
  // The annual variant is a different item: still open to subscribe.
  await page.getByRole('button', { name: /Annual/ }).click();
  await expect(page.getByRole('button', { name: 'Subscribe to Elite' })).toBeEnabled();
});

test('shop: five tabs with boosts first; category cards open item lists with Back to Categories', async ({ page }) => {
  await page.goto('/shop');
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['Boosts', 'Cosmetic', 'Gym Tokens', 'Ranks', 'Battle Pass']);
  await expect(page.getByRole('tab', { name: 'Boosts' })).toHaveAttribute('aria-selected', 'true');

  const categories = page.getByRole('list', { name: 'Categories' });
  await expect(categories.getByRole('button')).toHaveCount(2);
  await categories.getByRole('button', { name: /Shiny Boosters/ }).click();
  await expect(page.getByRole('heading', { name: 'Shiny Boosters' })).toBeVisible();
  for (const [name, price] of [
    ['2x Shiny Boost (30 Minute)', '$2.99'],
    ['25x Shiny Boost (1 Hour)', '$9.99'],
  ])
    await expect(page.getByTestId(/^item-/).filter({ hasText: name })).toContainText(price!);
  await page.getByRole('button', { name: 'Back to Categories' }).click();
  await expect(categories).toBeVisible();

  await page.getByRole('tab', { name: 'Cosmetic' }).click();
  await expect(page).toHaveURL(/#cosmetic$/);
  await expect(page.getByRole('list', { name: 'Categories' }).getByRole('button')).toHaveCount(3);
  await page.getByRole('button', { name: /Pokéball Changer/ }).click();
  await expect(page.getByTestId(/^item-/)).toHaveCount(3);

  await page.getByRole('tab', { name: 'Gym Tokens' }).click();
  await expect(page.getByTestId(/^item-gym-tokens/)).toHaveCount(5);
  await expect(page.getByTestId('item-gym-tokens-9')).toContainText('$6.99');

  await page.getByRole('tab', { name: 'Battle Pass' }).click();
  await expect(page.getByTestId('item-premium-battlepass')).toContainText('$9.99');

  await page.getByRole('tab', { name: 'Ranks' }).click();
  await expect(page.getByTestId(/^rank-/)).toHaveCount(4);
  await expect(page.getByRole('link', { name: 'EV Editor Policy' })).toHaveAttribute('href', '/wiki#ev-editor-policy');
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('shop: a tab named in the address opens directly', async ({ page }) => {
  await page.goto('/shop#battlepass');
  await expect(page.getByRole('tab', { name: 'Battle Pass' })).toHaveAttribute('aria-selected', 'true');
  await page.goto('/shop#nonsense');
  await expect(page.getByRole('tab', { name: 'Boosts' })).toHaveAttribute('aria-selected', 'true');
});
