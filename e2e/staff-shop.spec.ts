import { eq } from 'drizzle-orm';
import type { Browser } from '@playwright/test';
import type { Database } from '../src/server/db/client';
import { gymLeaderEarnings, paymentMismatches, purchasePayments, purchases } from '../src/server/db/schema';
import { expect, signIn, test } from './support/fixtures';
import { addFromShop, checkoutToStripe, makeStaff, selectableLeader, signInOnShop, uniq } from './shop-helpers';

test.describe.configure({ timeout: 150_000 });

/** A buyer pays for 5 gym tokens through the stand-in; returns the completed purchase's id. */
async function completedPurchase(browser: Browser, db: Database, baseURL: string) {
  const leader = await selectableLeader(db);
  const context = await browser.newContext();
  const page = await context.newPage();
  const mc = `Rfd${uniq()}`;
  await signInOnShop(page, db, baseURL, { link: mc });
  await addFromShop(page, 'competitive', null, '5 Gym Tokens');
  await checkoutToStripe(page, leader.displayName, mc);
  await page.getByRole('button', { name: 'Pay $3.99' }).click();
  await page.waitForURL(/\/success\?session_id=/);
  await expect(page.getByText('Your order is complete')).toBeVisible();
  const sessionId = new URL(page.url()).searchParams.get('session_id')!;
  await context.close();
  const [p] = await db.select().from(purchases).where(eq(purchases.stripeSessionId, sessionId));
  return { purchaseId: p!.id, leader };
}

async function staffPage(browser: Browser, db: Database) {
  const page = await (await browser.newContext()).newPage();
  const name = `Shop staff ${uniq()}`;
  await page.goto('/staff');
  await signIn(page, { newName: name });
  await makeStaff(db, name);
  return page;
}

test('staff refund a purchase: Stripe refunds it and the ledger shows the reversal of the share', async ({
  browser,
  db,
  baseURL,
}) => {
  const { purchaseId, leader } = await completedPurchase(browser, db, baseURL!);
  const staff = await staffPage(browser, db);
  await staff.goto('/staff/shop-purchases');
  await staff.getByTestId('staff-purchase').filter({ hasText: '5 Gym Tokens' }).first().waitFor();
  await staff.goto(`/staff/shop-purchases/${purchaseId}`);
  const ledger = staff.getByRole('list', { name: 'Ledger entries' });
  await expect(ledger.getByTestId('ledger-entry')).toHaveCount(1);
  await expect(ledger).toContainText('earning');
  await expect(ledger).toContainText(leader.displayName);
  await expect(staff.getByRole('list', { name: 'Stripe events' })).toContainText('checkout.session.completed');
  await expect(staff.getByRole('list', { name: 'Deliveries' })).toContainText('gym_tokens');

  await staff.getByRole('button', { name: 'Refund' }).click();
  const confirm = staff.getByRole('dialog', { name: 'Refund this purchase?' });
  await expect(confirm).toContainText('the remaining $3.99');
  await confirm.getByRole('button', { name: 'Refund' }).click();
  await expect(ledger.getByTestId('ledger-entry').filter({ hasText: 'reversal' })).toBeVisible({ timeout: 20_000 });

  const entries = await db.select().from(gymLeaderEarnings).where(eq(gymLeaderEarnings.purchaseId, purchaseId));
  const earning = entries.find((e) => e.kind === 'earning')!;
  const reversal = entries.find((e) => e.kind === 'reversal')!;
  expect(reversal.amountCents).toBe(earning.amountCents);
  await expect(staff.getByRole('button', { name: 'Refund' })).toHaveCount(0);
});

test('a disputed payment shows under Disputed orders', async ({ browser, db, baseURL }) => {
  const { purchaseId } = await completedPurchase(browser, db, baseURL!);
  const [payment] = await db.select().from(purchasePayments).where(eq(purchasePayments.purchaseId, purchaseId));
  const res = await fetch(`${baseURL}/dev/stripe/dev/payments/${payment!.stripePaymentIntentId}/dispute`, {
    method: 'POST',
  });
  expect(res.ok).toBe(true);
  const staff = await staffPage(browser, db);
  await staff.goto('/staff/shop-disputes');
  const row = staff.getByTestId('staff-purchase').filter({ has: staff.locator(`a[href$="${purchaseId}"]`) });
  await expect(row).toContainText('Disputed');
});

test('a payment that does not match its purchase is listed for staff, who mark it resolved', async ({
  browser,
  db,
  baseURL,
}) => {
  const { purchaseId } = await completedPurchase(browser, db, baseURL!);
  // As the webhook records a renewal of 1 cent for the $3.99 the purchase costs (tests/features/shop covers how).
  const eventId = `evt_e2e_${uniq()}`;
  await db.insert(paymentMismatches).values({
    purchaseId,
    eventId,
    kind: 'renewal',
    expectedCents: 399,
    expectedCurrency: 'usd',
    paidCents: 1,
    paidCurrency: 'usd',
  });
  const staff = await staffPage(browser, db);
  await staff.goto(`/staff/shop-purchases/${purchaseId}`);
  const list = staff.getByRole('list', { name: 'Payments not matching the purchase' });
  await expect(list).toContainText('renewal: paid $0.01, expected $3.99');
  await expect(list).toContainText(`Not applied · event ${eventId}`);
  await list.getByRole('button', { name: 'Mark resolved' }).click();
  await expect(list.getByText('resolved', { exact: true })).toBeVisible();
  await expect(list.getByRole('button', { name: 'Mark resolved' })).toHaveCount(0);
  const [row] = await db.select().from(paymentMismatches).where(eq(paymentMismatches.eventId, eventId));
  expect(row!.status).toBe('resolved');
});
