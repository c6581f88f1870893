import { expect, test } from './support/fixtures';
import { E2E_MINECRAFT } from './support/env';
import { addressIn, copiesFromEveryPublicPlace, copiesFromTheLinkDialog } from './server-address-journey';

// Issue 40 on a phone: the same address and Copy button, the button under the address, as wide as the card.

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

test('on a phone, the hero, the footer and Getting Started show the configured address and copy it', async ({
  page,
}) => {
  await copiesFromEveryPublicPlace(page);
  await page.goto('/');
  const card = addressIn(page.getByRole('main'));
  const copy = card.getByRole('button', { name: 'Copy server address' });
  await expect(copy).toBeEnabled();
  const [cardBox, buttonBox, addressBox] = await Promise.all([
    card.boundingBox(),
    copy.boundingBox(),
    card.getByText(E2E_MINECRAFT.address, { exact: true }).boundingBox(),
  ]);
  expect(buttonBox!.y).toBeGreaterThan(addressBox!.y + addressBox!.height - 1);
  expect(buttonBox!.width).toBeGreaterThan(cardBox!.width * 0.8);
  expect(cardBox!.x + cardBox!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
});

test('on a phone, the Link Minecraft dialog shows the address to join and copies it', async ({ page }) => {
  await copiesFromTheLinkDialog(page, 'Phone joiner');
});
