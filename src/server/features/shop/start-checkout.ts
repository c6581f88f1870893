import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { CHECKOUT_MESSAGES, rankBought, type CheckoutRequest } from '../../../domain/shop/checkout.ts';
import { CHECKOUT_EXPIRES_MINUTES } from '../../../domain/shop/purchases.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { purchaseItems, purchases } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { stripeClient, type Stripe } from '../../integrations/stripe/client.ts';
import { catalogLines, checkBuyer, type CheckedLine } from './checkout-rules.ts';
import { refuseHeldRank } from './held-rank.ts';
import { takeOverRankCheckouts } from './take-over.ts';

/** Stripe's line for one catalog line: the configured price id, or the catalog's price inline. */
function stripeLine(
  config: Config['stripe'],
  { item, quantity }: CheckedLine,
): Stripe.Checkout.SessionCreateParams.LineItem {
  const priceId = config.priceIds[item.id];
  if (priceId) return { price: priceId, quantity };
  return {
    quantity,
    price_data: {
      currency: 'usd',
      unit_amount: item.priceCents,
      product_data: { name: item.name, metadata: { item_id: item.id } },
      ...(item.billing.kind === 'subscription' ? { recurring: { interval: item.billing.interval } } : {}),
    },
  };
}

/**
 * A buyer's checkouts take turns: the lock is held, in a transaction of its own, from the rules'
 * checks until the new session is recorded, so two tabs checking out at once cannot both find no
 * rank held and no other checkout open. The work itself is written outside that transaction, each
 * step committed as it is made (a Stripe session must never exist for a purchase that does not).
 */
export async function startCheckout(db: Database, config: Config, userId: string, req: CheckoutRequest) {
  const lines = catalogLines(req.items);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`shop-checkout:${userId}`}, 0))`);
    return openCheckout(db, config, userId, req, lines);
  });
}

/**
 * Records the purchase as pending with its items, then opens Stripe Checkout for it. Names, prices
 * and the mode come from the catalog: a rank makes the session a subscription, and the one-time
 * items of the same cart ride on its first invoice, so a mixed cart is one payment. A rank's
 * checkout takes the place of one still open in another tab (take-over.ts).
 */
async function openCheckout(db: Database, config: Config, userId: string, req: CheckoutRequest, lines: CheckedLine[]) {
  const { account, leader, evPolicy } = await checkBuyer(db, userId, req, lines);
  if (rankBought(lines.map((l) => l.item.id))) {
    const paidMeanwhile = await takeOverRankCheckouts(db, config, userId, account.uuid);
    if (paidMeanwhile.length > 0) await refuseHeldRank(db, account.uuid, lines, paidMeanwhile);
  }
  const total = lines.reduce((n, l) => n + l.item.priceCents * l.quantity, 0);
  const subscription = lines.some((l) => l.item.billing.kind === 'subscription');

  const [earlier] = await db
    .select({ customer: purchases.stripeCustomerId })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), isNotNull(purchases.stripeCustomerId)))
    .orderBy(desc(purchases.createdAt))
    .limit(1);
  const purchase = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(purchases)
      .values({
        userId,
        totalAmountCents: total,
        minecraftUuid: account.uuid,
        minecraftUsername: account.name,
        gymLeaderId: leader.id,
        attestationId: req.attestationId,
        evPolicyAttestationId: evPolicy ? req.evPolicyAttestationId : null,
      })
      .returning({ id: purchases.id });
    await tx.insert(purchaseItems).values(
      lines.map((l) => ({
        purchaseId: row!.id,
        itemId: l.item.id,
        itemName: l.item.name,
        itemPriceCents: l.item.priceCents,
        quantity: l.quantity,
        totalPriceCents: l.item.priceCents * l.quantity,
      })),
    );
    return row!;
  });

  const metadata = { purchase_id: purchase.id };
  let session: Stripe.Checkout.Session;
  try {
    session = await stripeClient(config.stripe).checkout.sessions.create(
      {
        mode: subscription ? 'subscription' : 'payment',
        line_items: lines.map((l) => stripeLine(config.stripe, l)),
        client_reference_id: purchase.id,
        metadata,
        ...(earlier?.customer ? { customer: earlier.customer } : {}),
        ...(subscription
          ? { subscription_data: { metadata } }
          : {
              payment_intent_data: { metadata },
              ...(earlier?.customer ? {} : { customer_creation: 'always' as const }),
            }),
        success_url: `${config.publicUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
        // The order comes back with Cancel, so the shop can ask for it to be closed (cancel-checkout.ts).
        cancel_url: `${config.publicUrl}/shop?canceled=true&order=${purchase.id}`,
        // An abandoned checkout closes (checkout.session.expired) and shows as expired, not pending.
        expires_at: Math.floor(Date.now() / 1000) + CHECKOUT_EXPIRES_MINUTES * 60,
      },
      { idempotencyKey: `checkout-${purchase.id}` },
    );
  } catch (err) {
    await db.update(purchases).set({ status: 'failed' }).where(eq(purchases.id, purchase.id));
    throw Object.assign(
      new AppError('unavailable', CHECKOUT_MESSAGES.paymentError.title, {
        description: CHECKOUT_MESSAGES.paymentError.description,
      }),
      { cause: err },
    );
  }
  await db.update(purchases).set({ stripeSessionId: session.id }).where(eq(purchases.id, purchase.id));
  if (!session.url)
    throw new AppError('unavailable', CHECKOUT_MESSAGES.checkoutError.title, {
      description: CHECKOUT_MESSAGES.checkoutError.description,
    });
  return { url: session.url, sessionId: session.id };
}
