import { PgDialect } from 'drizzle-orm/pg-core';
import { heldRankRefusal, rankBought } from '../../../domain/shop/checkout.ts';
import { AppError } from '../../http/errors.ts';
import { type Stripe } from '../../integrations/stripe/client.ts';
import { heldRankItems, ranksOfItems } from '../../shop/held-ranks.ts';
import type { PurchaseRow } from './purchase-state.ts';
import type { Query } from './transaction.ts';

// A Minecraft account holds a rank once. The checkout refuses a rank held and closes an earlier
// checkout of a rank still open; a second payment that arrives all the same (the earlier session was
// paid before it could be closed, two accounts of the site bought for one Minecraft account) is given
// back here: refunded through Stripe, its subscription ended, never delivered or credited.

const dialect = new PgDialect();
const statement = (minecraftUuid: string, except: string) => dialect.sqlToQuery(heldRankItems(minecraftUuid, except));

/**
 * Whether the purchase buys a rank its Minecraft account already holds through another purchase
 * (heldRankRefusal, the checkout's own rule). The account's ranks are locked first, after the
 * purchase row (always in this order): two payments for one rank arriving at once take turns, and
 * the second sees the first once it is committed.
 */
export async function isSecondRankPayment(q: Query, purchase: PurchaseRow): Promise<boolean> {
  const items = await q<{ item_id: string }>(
    'rank-items',
    'select item_id from purchase_items where purchase_id = $1',
    [purchase.id],
  );
  const wanted = rankBought(items.map((i) => i.item_id));
  if (!wanted) return false;
  // Its own statement: the read after it must see what the transaction it waited for committed.
  await q('rank-lock', 'select pg_advisory_xact_lock(hashtextextended($1::text, 0))', [
    `rank-holder:${purchase.minecraft_uuid}`,
  ]);
  const { sql, params } = statement(purchase.minecraft_uuid, purchase.id);
  const held = await q<{ item_id: string }>('held-ranks', sql, params);
  return heldRankRefusal(ranksOfItems(held), wanted) !== null;
}

const stripeCode = (err: unknown) => (err as { code?: unknown }).code;
const unavailable = (err: unknown) =>
  Object.assign(new AppError('unavailable', 'Stripe did not take the refund of a second payment. Please try again.'), {
    cause: err,
  });

/**
 * Gives a second payment back in full and ends its subscription, so it never renews. Called inside
 * the event's transaction: when Stripe does not answer, nothing of the event is kept and Stripe
 * delivers it again. The idempotency keys make a repeated call (that redelivery, or the SDK's own
 * retry) answer with Stripe's first result, never a second refund; a payment refunded already
 * (a redelivery after Stripe forgot the key) counts as done.
 */
export async function refundSecondPayment(
  stripe: Stripe,
  purchaseId: string,
  paymentIntentId: string | null,
  subscriptionId: string | null,
) {
  if (!paymentIntentId) throw unavailable(new Error('Stripe named no payment intent for the payment.'));
  try {
    await stripe.refunds.create(
      { payment_intent: paymentIntentId, reason: 'duplicate', metadata: { purchase_id: purchaseId } },
      { idempotencyKey: `rank-held-refund-${paymentIntentId}` },
    );
  } catch (err) {
    if (stripeCode(err) !== 'charge_already_refunded') throw unavailable(err);
  }
  if (!subscriptionId) return;
  try {
    await stripe.subscriptions.cancel(subscriptionId, {}, { idempotencyKey: `rank-held-cancel-${subscriptionId}` });
  } catch (err) {
    const sub = await stripe.subscriptions.retrieve(subscriptionId).catch(() => null);
    if (sub?.status !== 'canceled') throw unavailable(err);
  }
}
