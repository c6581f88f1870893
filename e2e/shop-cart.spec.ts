import { expect, test } from './support/fixtures';
import { addFromShop, toast } from './shop-helpers';

const CART_KEY = 'cobble-league-cart';
const drawer = (page: import('@playwright/test').Page) => page.getByRole('dialog', { name: 'Your Cart' });

test('an item is added once; the button then removes it; the floating button counts units', async ({ page }) => {
  await addFromShop(page, 'cosmetic', 'Cosmetic Keys', '3 Cosmetic Keys');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(page.getByRole('button', { name: 'Add to Cart: 3 Cosmetic Keys' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Remove from Cart: 3 Cosmetic Keys' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  await page.getByRole('button', { name: 'Add to Cart: 3 Cosmetic Keys' }).click();
  await page.getByRole('button', { name: 'Add to Cart: 1 Cosmetic Key' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('2');
});

test('the drawer lists items with remove buttons and the total; a quantity of zero removes the item', async ({
  page,
}) => {
  await addFromShop(page, 'competitive', null, '3 Gym Tokens');
  await page.getByRole('button', { name: 'Add to Cart: 5 Gym Tokens' }).click();
  await page.getByRole('button', { name: /^Open cart, 2 items/ }).click();
  const cart = drawer(page);
  await expect(cart.getByRole('listitem')).toHaveCount(2);
  await expect(cart.getByTestId('cart-total')).toHaveText('$6.48');
  await cart.getByRole('button', { name: 'Increase quantity of 3 Gym Tokens' }).click();
  await expect(cart.getByLabel('Quantity of 3 Gym Tokens', { exact: true })).toHaveText('2');
  await expect(cart.getByTestId('cart-total')).toHaveText('$8.97');
  await expect(page.getByTestId('cart-count')).toHaveText('3');
  await cart.getByRole('button', { name: 'Decrease quantity of 3 Gym Tokens' }).click();
  await cart.getByRole('button', { name: 'Decrease quantity of 3 Gym Tokens' }).click();
  await expect(cart.getByTestId('cart-line-gym-tokens-3')).toHaveCount(0);
  await cart.getByRole('button', { name: 'Remove 5 Gym Tokens' }).click();
  await expect(cart.getByText('Your cart is empty.')).toBeVisible();
  await expect(cart.getByTestId('cart-total')).toHaveText('$0.00');
  await cart.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(toast(page, 'Cart is empty')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Checkout' })).toHaveCount(0);
});

test('the cart lives in local storage: it survives a reload, and items no longer sold are dropped', async ({
  page,
}) => {
  await page.goto('/shop');
  await page.evaluate(
    ([key]) =>
      localStorage.setItem(
        key!,
        JSON.stringify({
          items: [
            { id: 'price_1RetiredShiny5x', name: 'Old booster', priceCents: 1, quantity: 1 },
            { id: 'vote-party-50', name: 'Cheaper?', priceCents: 1, quantity: 2 },
          ],
          gymLeaderId: null,
        }),
      ),
    [CART_KEY],
  );
  await page.reload();
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await page.getByRole('button', { name: /^Open cart/ }).click();
  await expect(drawer(page).getByRole('listitem')).toHaveCount(1);
  // The name and price come from the catalog, not from what was stored.
  await expect(drawer(page)).toContainText('Vote Party +50');
  await expect(drawer(page).getByTestId('cart-total')).toHaveText('$8.98');
});

test('a cart holds one rank: subscribing to another replaces it, and a rank has no quantity', async ({ page }) => {
  await page.goto('/shop#ranks');
  await page.getByRole('button', { name: 'Subscribe to Ace' }).click();
  await page.getByRole('button', { name: /Annual/ }).click();
  await page.getByRole('button', { name: 'Subscribe to Master' }).click();
  await page.getByRole('button', { name: /^Open cart/ }).click();
  await expect(drawer(page).getByRole('listitem')).toHaveCount(1);
  await expect(drawer(page)).toContainText('Master Rank (Annual)');
  await expect(drawer(page).getByRole('button', { name: /Increase quantity/ })).toHaveCount(0);
});

test('success=true thanks the buyer, empties the cart and cleans the address', async ({ page }) => {
  await addFromShop(page, 'battlepass', null, 'Premium Battle Pass');
  await page.goto('/shop?success=true#battlepass');
  await expect(toast(page, 'Payment Successful')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  await expect(page).toHaveURL(/\/shop#battlepass$/);
});

test('canceled=true says the order was canceled and keeps the cart', async ({ page }) => {
  await addFromShop(page, 'battlepass', null, 'Premium Battle Pass');
  await page.goto('/shop?canceled=true');
  await expect(
    toast(page, 'Payment Canceled', 'Your order was canceled. Your cart has been saved for later.'),
  ).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(page).toHaveURL(/\/shop$/);
});

test('checkout=pending without the pending flag only cleans the address', async ({ page }) => {
  await page.goto('/shop?checkout=pending');
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('dialog', { name: 'Checkout' })).toHaveCount(0);
});
