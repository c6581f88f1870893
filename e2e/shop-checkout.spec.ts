import { eq } from 'drizzle-orm';
import { purchases } from '../src/server/db/schema';
import { expect, test } from './support/fixtures';
import { addFromShop, checkoutToStripe, gameKey, selectableLeader, signInOnShop, toast, uniq } from './shop-helpers';

test.describe.configure({ timeout: 120_000 });

test('the whole checkout: Stripe stand-in, /success, live purchase history, and a delivery the game server leases', async ({
  page,
  context,
  db,
  baseURL,
}) => {
  const leader = await selectableLeader(db);
  const mc = `Buy${uniq()}`;
  const { uuid } = await signInOnShop(page, db, baseURL!, { link: mc });
  const history = await context.newPage();
  await history.goto('/purchase-history');
  await expect(history.getByRole('heading', { name: 'No Purchases Yet' })).toBeVisible();

  await addFromShop(page, 'cosmetic', 'Cosmetic Keys', '3 Cosmetic Keys');
  await page.getByRole('button', { name: 'Add to Cart: 1 Cosmetic Key' }).click();
  await checkoutToStripe(page, leader.displayName, mc);
  await page.getByRole('button', { name: 'Pay $6.98' }).click();

  await page.waitForURL(/\/success\?session_id=/);
  const sessionId = new URL(page.url()).searchParams.get('session_id')!;
  await expect(page.getByText('Your order is complete')).toBeVisible();
  const order = page.getByTestId('purchase');
  await expect(order).toContainText('$6.98');
  await expect(order).toContainText('3 Cosmetic Keys × 1');
  await expect(order).toContainText(leader.displayName);
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('cobble-league-cart'))).toContain('"items":[]');

  // The history tab opened before paying shows the purchase completed, without a reload.
  const row = history.getByTestId('purchase');
  await expect(row).toHaveCount(1);
  await expect(row.locator('[data-tone="completed"]')).toBeVisible();
  await expect(row).toContainText(mc);
  await expect(row).toContainText('1 Cosmetic Key × 1');

  // The game server collects the keys for the buyer's Minecraft account.
  const [purchase] = await db.select().from(purchases).where(eq(purchases.stripeSessionId, sessionId));
  const res = await fetch(`${baseURL}/api/game/v1/deliveries?limit=100&online=${uuid}`, {
    headers: { authorization: `Bearer ${await gameKey(db)}` },
  });
  expect(res.status).toBe(200);
  const { actions } = (await res.json()) as { actions: { purchase_id: string; kind: string; player_uuid: string }[] };
  const mine = actions.filter((a) => a.purchase_id === purchase!.id);
  expect(mine.map((a) => a.kind)).toContain('crate_keys');
  expect(mine.every((a) => a.player_uuid === uuid)).toBe(true);
});

test('canceling on Stripe comes back to the shop with the cart saved', async ({ page, db, baseURL }) => {
  const leader = await selectableLeader(db);
  const mc = `Cnl${uniq()}`;
  await signInOnShop(page, db, baseURL!, { link: mc });
  await addFromShop(page, 'battlepass', null, 'Premium Battle Pass');
  await checkoutToStripe(page, leader.displayName, mc);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(
    toast(page, 'Payment Canceled', 'Your order was canceled. Your cart has been saved for later.'),
  ).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});
