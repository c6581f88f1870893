import { expect, test } from './support/fixtures';
import {
  addFromShop,
  proceedToCheckout,
  redeemLinkCode,
  selectableLeader,
  signInOnShop,
  toast,
  uniq,
} from './shop-helpers';

test.describe.configure({ timeout: 90_000 });

test('signed out, checkout asks for Discord; the pending checkout reopens after sign-in and the address is cleaned', async ({
  page,
}) => {
  await addFromShop(page, 'battlepass', null, 'Premium Battle Pass');
  const dialog = await proceedToCheckout(page);
  await expect(dialog.getByText('Please log in')).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign in with Discord' }).click();
  await page.waitForURL(/\/dev\/discord\/oauth2\/authorize/);
  expect(await page.evaluate(() => localStorage.getItem('cobble-league-pending-checkout'))).toBe('1');
  await page.getByLabel('Or sign in as a new Discord user').fill(`Pending ${uniq()}`);
  await page.getByRole('button', { name: 'Continue as new user' }).click();

  await expect(page).toHaveURL(/\/shop$/);
  const reopened = page.getByRole('dialog', { name: 'Checkout' });
  await expect(reopened).toBeVisible();
  // Not linked yet: the checkout asks for the Minecraft account first.
  await expect(reopened.getByText('Minecraft account required')).toBeVisible();
  await expect(reopened.getByText('Please link your Minecraft account to make purchases.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('cobble-league-pending-checkout'))).toBeNull();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('a failed sign-in from checkout says so and removes the pending flag', async ({ page }) => {
  await addFromShop(page, 'battlepass', null, 'Premium Battle Pass');
  const dialog = await proceedToCheckout(page);
  await page.route('**/api/auth/sign-in/social', (route) => route.fulfill({ status: 500, body: '{}' }));
  await dialog.getByRole('button', { name: 'Sign in with Discord' }).click();
  await expect(
    toast(page, 'Sign in failed', 'There was an error signing in with Discord. Please try again.'),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('cobble-league-pending-checkout'))).toBeNull();
});

test('linking from checkout: the Link Minecraft dialog opens, and the checkout moves on once the game server redeems the code', async ({
  page,
  db,
  baseURL,
}) => {
  await selectableLeader(db);
  await signInOnShop(page, db, baseURL!);
  await addFromShop(page, 'battlepass', null, 'Premium Battle Pass');
  const dialog = await proceedToCheckout(page);
  await dialog.getByRole('button', { name: 'Link Minecraft' }).click();
  const link = page.getByRole('dialog', { name: 'Link your Minecraft account' });
  const command = link.getByTestId('link-command');
  await expect(command).toHaveText(/^\/link \S+$/);
  const name = `Chk${uniq()}`;
  await redeemLinkCode(db, baseURL!, (await command.textContent())!.replace('/link ', ''), name);
  // The checkout moves on by itself: the link dialog closes with the linking step.
  await expect(link).toHaveCount(0);
  await expect(dialog.getByText(/Choose a gym leader to support with your purchase/)).toBeVisible();
});

test('each validation message of the gym-leader and attestation steps', async ({ page, db, baseURL }) => {
  const leader = await selectableLeader(db);
  const mc = `Val${uniq()}`;
  await signInOnShop(page, db, baseURL!, { link: mc });
  await page.goto('/shop#ranks');
  await page.getByRole('button', { name: 'Subscribe to Master' }).click();
  const dialog = await proceedToCheckout(page);

  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(
    toast(page, 'Please select a gym leader', 'Choose a gym leader to support with your purchase.'),
  ).toBeVisible();
  await dialog.getByRole('radio', { name: new RegExp(leader.displayName) }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();

  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(
    toast(page, 'Please confirm attestation', 'You must check the attestation box to continue.'),
  ).toBeVisible();
  await dialog.getByRole('checkbox', { name: /I confirm that I will be online/ }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(
    toast(page, 'Please confirm EV Editor Policy', 'You must agree to the EV Editor Policy for Master rank purchases.'),
  ).toBeVisible();
  // The linked account is shown, not typed again.
  await expect(dialog.getByTestId('checkout-minecraft')).toHaveText(mc);
  await expect(dialog.getByRole('textbox')).toHaveCount(0);

  // Back returns to the leader, who stays chosen.
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByRole('radio', { name: new RegExp(leader.displayName) })).toBeChecked();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('checkbox', { name: /I confirm that I will be online/ }).check();
  await dialog.getByRole('checkbox', { name: /I agree to the EV Editor Policy/ }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('button', { name: /^Pay \$19\.99$/ })).toBeVisible();
  // A rank is a subscription: the pay step says it renews.
  await expect(dialog.getByRole('list', { name: 'Order summary' })).toContainText('per month, renews');
});

test('no selectable gym leader: the checkout says so', async ({ page, db, baseURL }) => {
  await signInOnShop(page, db, baseURL!, { link: `None${uniq()}` });
  await page.route('**/api/shop/gym-leaders', (route) => route.fulfill({ json: { leaders: [] } }));
  await addFromShop(page, 'battlepass', null, 'Premium Battle Pass');
  const dialog = await proceedToCheckout(page);
  await expect(
    dialog.getByText(
      'No gym leaders are available for selection. Please contact an administrator if this issue persists.',
    ),
  ).toBeVisible();
});
