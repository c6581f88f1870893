import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { purchaseItems, purchases, user } from '../src/server/db/schema';
import { expect as baseExpect, signIn, test } from './support/fixtures';
import { uniq } from './shop-helpers';

// Two sign-ins and a session read on a loaded machine need the room.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

test('back from checkout signed out: the payment and its reference at once, the order only after sign-in', async ({
  page,
  browser,
  db,
}) => {
  const name = `Returning ${uniq()}`;
  const sessionId = `cs_test_${uniq()}${uniq()}`;
  // The buyer's account and order, as they stood when the buyer paid in another browser.
  const before = await browser.newContext();
  const elsewhere = await before.newPage();
  await elsewhere.goto('/purchase-history');
  await signIn(elsewhere, { newName: name });
  await before.close();
  const [buyer] = await db.select().from(user).where(eq(user.name, name));
  const [order] = await db
    .insert(purchases)
    .values({
      userId: buyer!.id,
      status: 'completed',
      totalAmountCents: 698,
      minecraftUuid: randomUUID(),
      minecraftUsername: 'ReturnerMC',
      stripeSessionId: sessionId,
    })
    .returning({ id: purchases.id });
  await db.insert(purchaseItems).values({
    purchaseId: order!.id,
    itemId: 'cosmetic-keys-3',
    itemName: '3 Cosmetic Keys',
    itemPriceCents: 698,
    quantity: 1,
    totalPriceCents: 698,
  });

  await page.goto(`/success?session_id=${sessionId}`);
  const received = page.getByRole('status').filter({ hasText: 'Payment received. Thank you!' });
  await expect(received).toContainText(`Your reference: ${sessionId}`);
  await expect(page.getByText('Sign in with Discord to see your order.')).toBeVisible();
  // Nothing of the order itself while signed out.
  await expect(page.getByTestId('purchase')).toHaveCount(0);
  await expect(page.getByText('$6.98')).toHaveCount(0);
  await expect(page.getByText('ReturnerMC')).toHaveCount(0);
  expect((await page.request.get(`/api/shop/orders/${sessionId}`)).status()).toBe(401);

  await signIn(page, { newName: name });
  await expect(page).toHaveURL(new RegExp(`/success\\?session_id=${sessionId}$`));
  await expect(
    page.getByText('Thank you! Your order is complete and your items are on their way in game.'),
  ).toBeVisible();
  const card = page.getByTestId('purchase');
  await expect(card).toContainText('$6.98');
  await expect(card).toContainText('3 Cosmetic Keys × 1');
  await expect(card).toContainText('ReturnerMC');
  await expect(received).toHaveCount(0);
});
