import type { Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { expect, test } from './support/fixtures';
import { addFromShop, proceedToCheckout, selectableLeader, signInOnShop, toast, uniq } from './shop-helpers';

test.describe.configure({ timeout: 90_000 });

/** Signs in a linked buyer with one item and walks the checkout to the step before paying. */
async function upToAttestation(page: Page, db: Parameters<typeof selectableLeader>[0], baseURL: string) {
  const leader = await selectableLeader(db);
  const mc = `Err${uniq()}`;
  const { name } = await signInOnShop(page, db, baseURL, { link: mc });
  await addFromShop(page, 'competitive', null, '3 Gym Tokens');
  const dialog = await proceedToCheckout(page);
  await dialog.getByRole('radio', { name: new RegExp(leader.displayName) }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('checkbox', { name: /I confirm that I will be online/ }).check();
  await expect(dialog.getByTestId('checkout-minecraft')).toHaveText(mc);
  return Object.assign(dialog, { buyer: name });
}

test('a failed attestation save says so and stays on the step', async ({ page, db, baseURL }) => {
  const dialog = await upToAttestation(page, db, baseURL!);
  await page.route('**/api/shop/attestations', (route) => route.fulfill({ status: 500, json: { error: {} } }));
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(toast(page, 'Error', 'Failed to save attestation. Please try again.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeEnabled();
});

test('the server failing the checkout shows Payment Error; no answer shows Checkout Error and re-enables Pay', async ({
  page,
  db,
  baseURL,
}) => {
  const dialog = await upToAttestation(page, db, baseURL!);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const pay = dialog.getByRole('button', { name: /^Pay / });
  await page.route('**/api/shop/checkout', (route) => route.fulfill({ status: 500, json: { error: {} } }));
  await pay.click();
  await expect(
    toast(page, 'Payment Error', 'There was an error processing your payment. Please try again.'),
  ).toBeVisible();
  await page.unroute('**/api/shop/checkout');
  await page.route('**/api/shop/checkout', (route) => route.abort());
  await pay.click();
  await expect(toast(page, 'Checkout Error', 'Failed to initiate checkout. Please try again.')).toBeVisible();
  await expect(pay).toBeEnabled();
});

test("the server's own refusal is shown with its words (an attestation older than an hour)", async ({
  page,
  db,
  baseURL,
}) => {
  const dialog = await upToAttestation(page, db, baseURL!);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  // The attestation went stale while the buyer waited: the server refuses with the dialog's message.
  // The row is written when Continue's request lands: age it once it is there.
  await expect
    .poll(async () => {
      const aged = await db.execute(
        sql`update purchase_attestations set created_at = now() - interval '2 hours'
            where user_id = (select id from "user" where name = ${dialog.buyer})`,
      );
      return aged.rowCount;
    })
    .toBeGreaterThan(0);
  await dialog.getByRole('button', { name: /^Pay / }).click();
  await expect(
    toast(page, 'Please confirm attestation', 'You must check the attestation box to continue.'),
  ).toBeVisible();
});
