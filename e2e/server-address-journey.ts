import type { Locator, Page } from '@playwright/test';
import { expect, signIn } from './support/fixtures';
import { E2E_MINECRAFT } from './support/env';

// The steps the desktop and phone journeys (server-address.spec.ts, server-address-mobile.spec.ts) share.

/** The address card in a part of the page. */
export const addressIn = (part: Locator) => part.getByTestId('server-address');

/** The card shows the address and version the e2e server is configured with, and its Copy button copies it. */
export async function copiesTheAddress(page: Page, card: Locator) {
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByText(E2E_MINECRAFT.address, { exact: true })).toBeVisible();
  await expect(card.getByText(`Minecraft Java ${E2E_MINECRAFT.version}`, { exact: true })).toBeVisible();
  await page.evaluate(() => navigator.clipboard.writeText('nothing copied yet'));
  const copy = card.getByRole('button', { name: 'Copy server address' });
  await copy.click();
  await expect(card.getByRole('status')).toHaveText('Server address copied.');
  await expect(copy).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(E2E_MINECRAFT.address);
  // The confirmation goes after 2 seconds, as the link command's does.
  await expect(copy).toHaveText('Copy', { timeout: 4000 });
  await expect(card.getByRole('status')).toHaveText('');
}

/** The hero, the footer and Getting Started's "How to join" section, visited as a visitor. */
export async function copiesFromEveryPublicPlace(page: Page) {
  await page.goto('/');
  await copiesTheAddress(page, addressIn(page.getByRole('main')));
  await copiesTheAddress(page, addressIn(page.getByRole('contentinfo')));
  await page.goto('/getting-started#how-to-join');
  const section = page.getByRole('region', { name: '2. How to join the server' });
  await expect(section).toBeInViewport();
  await copiesTheAddress(page, addressIn(section));
}

/** The Link Minecraft dialog, signed in as a new account. */
export async function copiesFromTheLinkDialog(page: Page, name: string) {
  await page.goto('/');
  const newName = `${name} ${Date.now()}`;
  await signIn(page, { newName });
  // The bar's own Link Minecraft button, or (with the account menu) the menu's item.
  const linkButton = page.getByRole('button', { name: 'Link Minecraft' });
  const accountMenu = page.getByRole('button', { name: newName });
  await expect(linkButton.or(accountMenu).first()).toBeVisible();
  if (await linkButton.isVisible()) await linkButton.click();
  else {
    await accountMenu.click();
    await page.getByRole('menuitem', { name: 'Link Minecraft' }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'Link your Minecraft account' });
  await expect(dialog.getByText('Join the server and type this command in chat. The code works once.')).toBeVisible();
  await copiesTheAddress(page, addressIn(dialog));
}
