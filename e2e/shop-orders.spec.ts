import { and, eq, isNotNull } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { deliveryActions, purchases } from '../src/server/db/schema';
import { expect, test } from './support/fixtures';
import {
  addFromShop,
  checkoutToStripe,
  proceedToCheckout,
  selectableLeader,
  signInOnShop,
  toast,
  uniq,
} from './shop-helpers';

// Honest orders: what Purchase History says of a checkout that was canceled, abandoned or paid, and
// a rank bought a second time.

test.describe.configure({ timeout: 120_000 });

/** From the cart to the pay step: leader, attestation (the linked account is shown). */
async function toPayStep(page: Page, leaderName: string, mc: string) {
  const dialog = await proceedToCheckout(page);
  await dialog.getByRole('radio', { name: new RegExp(leaderName) }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByTestId('checkout-minecraft')).toHaveText(mc);
  await dialog.getByRole('checkbox', { name: /I confirm that I will be online/ }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  return dialog;
}

/** The Checkout Session of the stand-in's hosted page the browser is on. */
const sessionOf = (page: Page) => new URL(page.url()).pathname.split('/').pop()!;

test('a canceled checkout shows as canceled and not charged, and can no longer be paid', async ({
  page,
  db,
  baseURL,
}) => {
  const leader = await selectableLeader(db);
  const mc = `Cnc${uniq()}`;
  await signInOnShop(page, db, baseURL!, { link: mc });
  await addFromShop(page, 'competitive', null, '3 Gym Tokens');
  await checkoutToStripe(page, leader.displayName, mc);
  const sessionId = sessionOf(page);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(
    toast(page, 'Payment Canceled', 'Your order was canceled. Your cart has been saved for later.'),
  ).toBeVisible();

  await page.goto('/purchase-history');
  const order = page.getByTestId('purchase').filter({ hasText: mc });
  await expect(order.locator('[data-status="canceled"]')).toHaveText('Canceled · not charged');
  await expect(order).toContainText('$2.49');
  await expect(order.locator('[data-tone="pending"]')).toHaveCount(0);
  await expect(order.locator('[data-delivery]')).toHaveCount(0);
  const [row] = await db.select().from(purchases).where(eq(purchases.stripeSessionId, sessionId));
  expect(row!.status).toBe('canceled');

  // Stripe's page for it is closed: nothing can be paid there any more.
  await page.goto(`/dev/stripe/checkout/${sessionId}`);
  await expect(page.getByRole('status')).toHaveText('This checkout session is expired.');
  await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
});

test('an abandoned checkout shows as pending, then as expired and not charged once Stripe closes it', async ({
  page,
  context,
  db,
  baseURL,
}) => {
  const leader = await selectableLeader(db);
  const mc = `Abd${uniq()}`;
  await signInOnShop(page, db, baseURL!, { link: mc });
  await addFromShop(page, 'competitive', null, '3 Gym Tokens');
  await checkoutToStripe(page, leader.displayName, mc);
  const sessionId = sessionOf(page);

  // The buyer walks away from Stripe's page without paying or canceling.
  const history = await context.newPage();
  await history.goto('/purchase-history');
  const order = history.getByTestId('purchase').filter({ hasText: mc });
  await expect(order.locator('[data-status="pending"]')).toHaveText('Pending');

  // Stripe closes the session when it expires; the open history page follows without a reload.
  const res = await fetch(`${baseURL}/dev/stripe/dev/checkout/${sessionId}/expire`, { method: 'POST' });
  expect(res.status).toBe(200);
  await expect(order.locator('[data-status="expired"]')).toHaveText('Expired · not charged');
  const [row] = await db.select().from(purchases).where(eq(purchases.stripeSessionId, sessionId));
  expect(row!.status).toBe('expired');
});

test('a paid rank shows its delivery and a link to manage it; buying it again is refused with a clear message', async ({
  page,
  db,
  baseURL,
}) => {
  const leader = await selectableLeader(db);
  const mc = `Rnk${uniq()}`;
  await signInOnShop(page, db, baseURL!, { link: mc });
  await page.goto('/shop#ranks');
  await page.getByRole('button', { name: 'Subscribe to Ace' }).click();
  const first = await toPayStep(page, leader.displayName, mc);
  await expect(first.getByRole('list', { name: 'Order summary' })).toContainText('per month, renews');
  await first.getByRole('button', { name: 'Pay $4.99' }).click();
  await page.waitForURL(/\/dev\/stripe\//);
  await page.getByRole('button', { name: 'Pay $4.99' }).click();
  await page.waitForURL(/\/success\?session_id=/);
  await expect(page.getByText('Your order is complete')).toBeVisible();

  await page.goto('/purchase-history');
  const order = page.getByTestId('purchase').filter({ hasText: mc });
  await expect(order.locator('[data-status="completed"]')).toBeVisible();
  await expect(order.locator('[data-delivery="queued"]')).toHaveText(
    'In game: queued, delivered next time you are online',
  );
  await expect(order.getByRole('link', { name: /Manage subscription/ })).toBeVisible();
  await expect(order).toContainText('Renews every month.');

  // The game server hands the rank out: the page says so without a reload.
  const [purchase] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.minecraftUsername, mc), isNotNull(purchases.completedAt)));
  await db
    .update(deliveryActions)
    .set({ status: 'done', attempts: 1, acknowledgedAt: new Date() })
    .where(and(eq(deliveryActions.purchaseId, purchase!.id), isNotNull(deliveryActions.playerUuid)));
  await expect(order.locator('[data-delivery="delivered"]')).toHaveText('In game: delivered');

  // The same rank again: the pay step refuses it and says why; no order is recorded.
  await page.goto('/shop#ranks');
  await page.getByRole('button', { name: 'Subscribe to Ace' }).click();
  const dialog = await toPayStep(page, leader.displayName, mc);
  await dialog.getByRole('button', { name: 'Pay $4.99' }).click();
  await expect(
    toast(
      page,
      'You already have this rank',
      'Your Minecraft account already has the Ace rank, and it renews by itself. Manage it from Purchase History.',
    ),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Pay $4.99' })).toBeEnabled();
  const mine = await db.select({ id: purchases.id }).from(purchases).where(eq(purchases.minecraftUsername, mc));
  expect(mine).toHaveLength(1);
});
