import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { purchaseItems, purchases, user } from '../src/server/db/schema';
import { makeUser } from '../src/server/db/seed/factories';
import { expect, signIn, test } from './support/fixtures';
import { toast, uniq } from './shop-helpers';

test('signed out: Sign In Required', async ({ page }) => {
  await page.goto('/purchase-history');
  await expect(page.getByRole('heading', { name: 'Sign In Required' })).toBeVisible();
});

test('no purchases: No Purchases Yet with Browse Shop; a failed load shows the error, once', async ({ page, db }) => {
  const name = `Empty ${uniq()}`;
  await page.goto('/purchase-history');
  await signIn(page, { newName: name });
  await expect(page.getByRole('heading', { name: 'No Purchases Yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse Shop' })).toHaveAttribute('href', '/shop');

  await page.route('**/api/shop/purchases*', (route) => route.fulfill({ status: 500, json: { error: {} } }));
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'Error Loading Purchases' })).toContainText(
    'Failed to load your purchase history. Please try again.',
  );
  await expect(toast(page, 'Error Loading Purchases')).toBeVisible();

  // A new purchase makes the page read again (once more on retry), and fail again: the message is not stacked twice.
  // Every change to purchases reaches every open history page, so journeys buying beside this one add reads: at least two.
  let failures = 0;
  page.on('response', (r) => {
    if (r.url().includes('/api/shop/purchases') && r.status() === 500) failures++;
  });
  const [me] = await db.select().from(user).where(eq(user.name, name));
  const [row] = await db
    .insert(purchases)
    .values({
      userId: me!.id,
      status: 'pending',
      totalAmountCents: 149,
      minecraftUuid: randomUUID(),
      minecraftUsername: 'Again',
    })
    .returning({ id: purchases.id });
  try {
    await expect.poll(() => failures).toBeGreaterThanOrEqual(2);
    await expect(page.getByRole('alert').filter({ hasText: 'Error Loading Purchases' })).toBeVisible();
    // Counted now, not awaited: an awaited count would pass once the first toast has timed out.
    expect(await toast(page, 'Error Loading Purchases').count()).toBe(1);
  } finally {
    await db.delete(purchases).where(eq(purchases.id, row!.id));
  }
});

test('only my purchases, newest first, each status with its own icon, paged with Load more', async ({ page, db }) => {
  const name = `Many ${uniq()}`;
  await page.goto('/purchase-history');
  await signIn(page, { newName: name });
  const [me] = await db.select().from(user).where(eq(user.name, name));
  const mcUuid = randomUUID();
  const statuses = ['completed', 'pending', 'failed', 'refunded'] as const;
  const rows = Array.from({ length: 25 }, (_, i) => ({
    userId: me!.id,
    status: statuses[i % 4]!,
    totalAmountCents: 149,
    minecraftUuid: mcUuid,
    minecraftUsername: `Hist${i}`,
    createdAt: new Date(Date.now() - (25 - i) * 60_000),
  }));
  const inserted = await db.insert(purchases).values(rows).returning({ id: purchases.id });
  await db.insert(purchaseItems).values(
    inserted.map((p) => ({
      purchaseId: p.id,
      itemId: 'gym-tokens-1',
      itemName: '1 Gym Token',
      itemPriceCents: 149,
      quantity: 1,
      totalPriceCents: 149,
    })),
  );
  // Another buyer's newer purchase never shows.
  const other = await makeUser(db, { name: `Other ${uniq()}` });
  await db
    .insert(purchases)
    .values({ ...rows[0]!, userId: other.id, minecraftUsername: 'Someone else', createdAt: new Date() });
  await page.reload();
  const cards = page.getByTestId('purchase');
  await expect(cards).toHaveCount(20);
  // Newest first: the last one inserted.
  await expect(cards.first()).toContainText('Hist24');
  await expect(cards.first().locator('[data-tone="completed"]')).toBeVisible();
  await expect(cards.nth(1).locator('[data-tone="neutral"]')).toContainText('Refunded');
  await expect(cards.nth(2).locator('[data-tone="failed"]')).toBeVisible();
  await expect(cards.nth(3).locator('[data-tone="pending"]')).toBeVisible();
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(cards).toHaveCount(25);
  await expect(cards.last()).toContainText('Hist0');
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await expect(page.getByText('Someone else')).toHaveCount(0);
});
