import { expect, seriousA11yViolations, test } from './support/fixtures';
import { E2E_MINECRAFT } from './support/env';
import { addressIn, copiesFromEveryPublicPlace, copiesFromTheLinkDialog } from './server-address-journey';

// Issue 40: the Minecraft server's address, with a Copy button, where a new player looks for it.

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

test('the hero, the footer and Getting Started show the configured address and copy it', async ({ page }) => {
  // Two pages, three copies each waiting out its 2-second confirmation, then the accessibility scan of the home page.
  test.slow();
  await copiesFromEveryPublicPlace(page);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('the Link Minecraft dialog shows the address to join and copies it', async ({ page }) => {
  await copiesFromTheLinkDialog(page, 'Joiner');
});

test('the address arrives in the space kept for it: the first HTML holds a placeholder of its size', async ({
  page,
}) => {
  const html = await (await page.request.get('/')).text();
  expect(html).toContain('Loading the server address');
  expect(html).not.toContain(E2E_MINECRAFT.address);

  // The configuration is held back until the card has been measured with its placeholder.
  let answer: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route('/api/site-config', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const card = addressIn(page.getByRole('main'));
  await expect(card.getByText('Loading the server address')).toBeAttached();
  const before = await card.boundingBox();
  answer();
  await expect(card.getByText(E2E_MINECRAFT.address, { exact: true })).toBeVisible();
  expect(await card.boundingBox()).toEqual(before);
});

test('with the keyboard; when the clipboard is refused, the address is selected and that is announced', async ({
  page,
}) => {
  await page.addInitScript(() => {
    navigator.clipboard.writeText = () =>
      Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
  });
  await page.goto('/getting-started');
  const card = addressIn(page.getByRole('region', { name: '2. How to join the server' }));
  const copy = card.getByRole('button', { name: 'Copy server address' });
  await expect(copy).toBeEnabled();
  await copy.focus();
  await page.keyboard.press('Enter');
  await expect(card.getByRole('status')).toHaveText(
    'Copying was blocked: the address is selected, copy it from there.',
  );
  expect(await page.evaluate(() => getSelection()?.toString())).toBe(E2E_MINECRAFT.address);
  await expect(copy).toHaveText('Copy');
});
