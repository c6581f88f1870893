import { eq } from 'drizzle-orm';
import type { BrowserContext, Page } from '@playwright/test';
import { purchases, user } from '../src/server/db/schema';
import { E2E_SITE_LINKS } from './support/env';
import { expect, signIn, test } from './support/fixtures';
import { checkoutToStripe, selectableLeader, signInOnShop, uniq } from './shop-helpers';

// The Customer Portal link: a Stripe billing portal session for the signed-in customer (the Stripe
// stand-in at /dev/stripe plays Stripe), otherwise the configured portal login.
test.describe.configure({ timeout: 180_000 });

/** Clicks Customer Portal in the top bar's More menu and returns the tab it opens. */
async function openPortal(page: Page, context: BrowserContext) {
  // The menu library loads on demand behind a stand-in button; a press that lands while the real
  // button takes its place is lost, so press again until the menu is open.
  const more = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'More' });
  const menu = page.getByRole('menu');
  await expect(async () => {
    if (!(await menu.isVisible())) await more.click();
    await expect(menu).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    menu.getByRole('menuitem', { name: /Customer Portal/ }).click(),
  ]);
  return tab;
}

test('a subscriber opens the billing portal for their own customer, cancels the rank there and returns', async ({
  page,
  context,
  db,
  baseURL,
}) => {
  const leader = await selectableLeader(db);
  const mc = `Prt${uniq()}`;
  const { name } = await signInOnShop(page, db, baseURL!, { link: mc });
  // A fresh page load after linking (a hash change on /shop would keep the unlinked state).
  await page.goto('/ranks');
  await page.getByTestId('rank-ace').getByRole('button', { name: 'Subscribe to Ace' }).click();
  await expect(page).toHaveURL(/\/shop#ranks$/);
  await checkoutToStripe(page, leader.displayName, mc);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await page.waitForURL(/\/success\?session_id=/);
  await expect(page.getByText('Your order is complete')).toBeVisible();

  const [buyer] = await db.select({ id: user.id }).from(user).where(eq(user.name, name));
  const purchase = async () => (await db.select().from(purchases).where(eq(purchases.userId, buyer!.id)))[0]!;
  await expect.poll(async () => (await purchase()).stripeCustomerId).toMatch(/^cus_/);
  const customer = (await purchase()).stripeCustomerId!;

  const tab = await openPortal(page, context);
  await tab.waitForURL(new RegExp(`/dev/stripe/portal/${customer}\\?return_url=`));
  await expect(tab.getByRole('heading', { name: 'Customer portal (stand-in)' })).toBeVisible();
  const subscription = tab.getByRole('listitem').filter({ hasText: 'per month' });
  await expect(subscription).toHaveCount(1);
  await expect(subscription).toContainText('active');

  // Cancelling in the portal reaches the site through Stripe's webhook: the rank's end is recorded.
  await subscription.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(subscription).toContainText('canceled');
  await expect.poll(async () => (await purchase()).subscriptionEndedAt).not.toBeNull();

  await tab.getByRole('link', { name: 'Return to the site' }).click();
  await tab.waitForURL(/\/purchase-history$/);
  await expect(tab.getByTestId('purchase')).toHaveCount(1);
  await expect(tab.getByTestId('purchase')).toContainText('Ace Rank');
});

test('without a Stripe customer the link goes to the configured portal login, signed out or in', async ({
  page,
  context,
}) => {
  // The configured login is Stripe's own site; the journey does not leave the machine.
  await context.route(`${E2E_SITE_LINKS.customerPortalUrl}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Stripe login</title><h1>Stripe login</h1>' }),
  );
  await page.goto('/shop');
  let tab = await openPortal(page, context);
  await tab.waitForURL(E2E_SITE_LINKS.customerPortalUrl);
  await tab.close();

  await signIn(page, { newName: `Window Shopper ${uniq()}` });
  const answer = await page.request.post('/api/shop/portal', { headers: { origin: new URL(page.url()).origin } });
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toEqual({ url: E2E_SITE_LINKS.customerPortalUrl });
  tab = await openPortal(page, context);
  await tab.waitForURL(E2E_SITE_LINKS.customerPortalUrl);
  await expect(tab.getByRole('heading', { name: 'Stripe login' })).toBeVisible();
});
