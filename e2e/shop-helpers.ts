import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import type { Database } from '../src/server/db/client';
import { user } from '../src/server/db/schema';
import { makeGymLeader, makeMinecraftAccount, makeUser } from '../src/server/db/seed/factories';
import { createGameApiKey } from '../src/server/game-keys/keys';
import { expect, signIn } from './support/fixtures';

/** Journeys of the shop: shared steps (not a spec). */

export const uniq = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e4)}`;

/** A game server's key, for redeeming link codes and leasing deliveries as the game server does. */
export async function gameKey(db: Database) {
  return (await createGameApiKey(db, `e2e shop ${randomUUID()}`)).key;
}

/** Redeems a link code as the game server would when the player types the command in game. */
export async function redeemLinkCode(db: Database, baseURL: string, code: string, name: string) {
  const uuid = randomUUID();
  const res = await fetch(`${baseURL}/api/game/v1/link/redeem`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await gameKey(db)}`, 'content-type': 'application/json' },
    body: JSON.stringify({ code, uuid, name }),
  });
  expect(res.status).toBe(200);
  return uuid;
}

/** Links the signed-in page's account: a code asked for by the site, redeemed by the game server. */
export async function linkAccount(page: Page, db: Database, baseURL: string, name: string) {
  const res = await page.request.post('/api/link-codes', { headers: { origin: baseURL }, data: {} });
  expect(res.ok()).toBe(true);
  const { code } = (await res.json()) as { code: string };
  return redeemLinkCode(db, baseURL, code, name);
}

/** A gym leader whose site account has linked a Minecraft account: one the checkout offers. */
export async function selectableLeader(db: Database) {
  const owner = await makeUser(db, { name: `Leader owner ${uniq()}` });
  await makeMinecraftAccount(db, { name: `Leader${uniq()}`.slice(0, 16), userId: owner.id });
  return makeGymLeader(db, { userId: owner.id, displayName: `Shop Leader ${uniq()}`, element: 'fire' });
}

/** Puts an item in the cart from the shop's item list. */
export async function addFromShop(page: Page, tab: string, category: string | null, itemName: string) {
  await page.goto(`/shop#${tab}`);
  if (category) await page.getByRole('button', { name: new RegExp(`^\\S*\\s*${category}`) }).click();
  await page.getByRole('button', { name: `Add to Cart: ${itemName}` }).click();
}

/** Signs in a new account (optionally linked) on the shop page. */
export async function signInOnShop(page: Page, db: Database, baseURL: string, opts: { link?: string } = {}) {
  const name = `Buyer ${uniq()}`;
  await page.goto('/shop');
  await signIn(page, { newName: name });
  const uuid = opts.link ? await linkAccount(page, db, baseURL, opts.link) : null;
  return { name, uuid };
}

export async function makeStaff(db: Database, name: string) {
  await db.update(user).set({ role: 'staff' }).where(eq(user.name, name));
}

/** Opens the cart drawer and proceeds to checkout. */
export async function proceedToCheckout(page: Page) {
  await page.getByRole('button', { name: /^Open cart/ }).click();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  return page.getByRole('dialog', { name: 'Checkout' });
}

/** A toast with the given title and text. */
export function toast(page: Page, title: string, text?: string) {
  const t = page.locator('[data-sonner-toast]').filter({ hasText: title });
  return text ? t.filter({ hasText: text }) : t;
}

/** From the cart to Stripe's hosted page: leader, attestation, Pay on the site. */
export async function checkoutToStripe(page: Page, leaderName: string, mc: string) {
  const dialog = await proceedToCheckout(page);
  await dialog.getByRole('radio', { name: new RegExp(leaderName) }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('checkbox', { name: /I confirm that I will be online/ }).check();
  await expect(dialog.getByTestId('checkout-minecraft')).toHaveText(mc);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/dev\/stripe\//);
}
