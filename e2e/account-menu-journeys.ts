import { eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import type { Database } from '../src/server/db/client';
import { user } from '../src/server/db/schema';
import { makeGymLeader, makeMinecraftAccount } from '../src/server/db/seed/factories';
import { expect, openAccountMenu, seriousA11yViolations, signIn } from './support/fixtures';

// The account menu journeys, walked on a laptop (account-menu.spec.ts) and on a phone (-mobile), by click or tap.

export const uniq = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e4)}`;

const items = (page: Page) =>
  page
    .getByRole('menu')
    .getByRole('menuitem')
    .evaluateAll((els) => els.map((e) => (e.textContent ?? '').trim()));

/** A new account signed in on `path`; returns its user id. */
export async function signInNew(page: Page, db: Database, name: string, path = '/') {
  await page.goto(path);
  await signIn(page, { newName: name });
  await expect(page.getByTestId('account-menu')).toHaveAccessibleName(name);
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.name, name));
  return row!.id;
}

/** A player: the menu is labelled with the name, offers Link Minecraft, their pages and Sign Out; nothing else. */
export async function playerMenu(page: Page, db: Database, press: 'click' | 'tap') {
  const name = `Player ${uniq()}`;
  await signInNew(page, db, name);
  const trigger = page.getByTestId('account-menu');
  await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  const menu = await openAccountMenu(page, press);
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByText(name, { exact: true })).toBeVisible();
  await expect(menu.getByTestId('account-minecraft')).toHaveText('No Minecraft account linked');
  expect(await items(page)).toEqual([
    'Link Minecraft',
    'My requests',
    'Notifications',
    'Battles',
    'Purchase History',
    'Sign Out',
  ]);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Link Minecraft opens the linking dialog; closing it brings focus back to the menu's button.
  await menu.getByRole('menuitem', { name: 'Link Minecraft' })[press]();
  const dialog = page.getByRole('dialog', { name: 'Link your Minecraft account' });
  await expect(dialog.getByTestId('link-command')).toHaveText(/^\/link \S+$/);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();

  await (await openAccountMenu(page, press)).getByRole('menuitem', { name: 'Purchase History' })[press]();
  await expect(page).toHaveURL(/\/purchase-history$/);
  await expect(page.getByRole('menu')).toHaveCount(0);

  await (await openAccountMenu(page, press)).getByRole('menuitem', { name: 'Sign Out' })[press]();
  await expect(page.getByText('You have been successfully signed out.')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /Sign in with Discord|^Discord$/ }),
  ).toBeVisible();
  await expect(page.getByTestId('account-menu')).toHaveCount(0);
}

/** A linked player is named by the Minecraft name and is not offered Link Minecraft again. */
export async function linkedPlayerMenu(page: Page, db: Database, press: 'click' | 'tap') {
  const name = `Linked ${uniq()}`;
  const id = await signInNew(page, db, name);
  const mc = await makeMinecraftAccount(db, { name: `Mc${uniq()}`, userId: id });
  await page.reload();
  // The top bar names the player by their Minecraft name once linked.
  await expect(page.getByTestId('account-menu')).toHaveAccessibleName(mc.name);
  const menu = await openAccountMenu(page, press);
  await expect(menu.getByTestId('account-minecraft')).toHaveText(`Minecraft: ${mc.name}`);
  await expect(menu.getByRole('menuitem', { name: 'Link Minecraft' })).toHaveCount(0);
  expect(await items(page)).toEqual(['My requests', 'Notifications', 'Battles', 'Purchase History', 'Sign Out']);
}

/** A registered gym leader finds Gym Leader Login in the menu, and it opens their dashboard. */
export async function leaderMenu(page: Page, db: Database, press: 'click' | 'tap') {
  const name = `Leader ${uniq()}`;
  const id = await signInNew(page, db, name);
  await makeGymLeader(db, { userId: id, displayName: name, element: 'fire' });
  await page.reload();
  const menu = await openAccountMenu(page, press);
  await expect(menu.getByRole('menuitem', { name: 'Gym Leader Login' })).toBeVisible();
  expect(await items(page)).toEqual([
    'Link Minecraft',
    'My requests',
    'Notifications',
    'Battles',
    'Purchase History',
    'Gym Leader Login',
    'Sign Out',
  ]);
  await menu.getByRole('menuitem', { name: 'Gym Leader Login' })[press]();
  await expect(page.getByRole('heading', { level: 1, name: 'Gym Leader Dashboard' })).toBeVisible();
  await expect(page.locator('#main').getByText(name, { exact: true })).toBeVisible();
}

/** Staff find Staff in the menu, and it opens the staff area. */
export async function staffMenu(page: Page, db: Database, press: 'click' | 'tap') {
  const name = `Staffer ${uniq()}`;
  await signInNew(page, db, name);
  await db.update(user).set({ role: 'staff' }).where(eq(user.name, name));
  await page.reload();
  const menu = await openAccountMenu(page, press);
  expect(await items(page)).toEqual([
    'Link Minecraft',
    'My requests',
    'Notifications',
    'Battles',
    'Purchase History',
    'Staff',
    'Sign Out',
  ]);
  await menu.getByRole('menuitem', { name: 'Staff', exact: true })[press]();
  await expect(page.getByRole('heading', { name: 'Staff overview' })).toBeVisible();
}
