import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { purchases } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { stripeClient } from '../../integrations/stripe/client.ts';
import { purchaseViews, selectPurchases } from '../../shop/purchase-view.ts';

const ownPurchase = async (db: Database, userId: string, id: string) => {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await selectPurchases(db).where(and(eq(purchases.id, id), eq(purchases.userId, userId)));
  return row ?? null;
};

/** Closes the session; already closed is fine (a second Cancel, or Stripe expired it), paid meanwhile is not. */
async function expireSession(config: Config, sessionId: string) {
  const stripe = stripeClient(config.stripe);
  try {
    await stripe.checkout.sessions.expire(sessionId);
  } catch (err) {
    const session = await stripe.checkout.sessions.retrieve(sessionId).catch(() => null);
    if (session?.status === 'complete')
      throw AppError.conflict('This order was paid, so it cannot be canceled. Check Purchase History.');
    if (session?.status !== 'expired')
      throw Object.assign(new AppError('unavailable', 'Stripe did not answer. Please try again.'), { cause: err });
  }
}

/**
 * The buyer came back from Stripe with Cancel. The purchase is marked as canceled by its buyer, and
 * its Checkout Session is expired through Stripe's API, so it can no longer be paid; Stripe's
 * checkout.session.expired event is what turns the purchase canceled (apply-event.ts), as for any
 * other change of a purchase. A purchase that is no longer pending is left as it is. Answers the
 * purchase as it stands.
 */
export async function cancelCheckout(db: Database, config: Config, userId: string, purchaseId: string) {
  const row = await ownPurchase(db, userId, purchaseId);
  if (!row) throw AppError.notFound('No order of yours has this id.');
  if (row.status === 'pending' && row.stripeSessionId) {
    // Marked before Stripe is asked: Stripe's event may arrive before its answer does.
    const [marked] = await db
      .update(purchases)
      .set({ cancelRequestedAt: new Date() })
      .where(and(eq(purchases.id, row.id), isNull(purchases.cancelRequestedAt)))
      .returning({ id: purchases.id });
    try {
      await expireSession(config, row.stripeSessionId);
    } catch (err) {
      // A refused cancel leaves the order as it was.
      if (marked) await db.update(purchases).set({ cancelRequestedAt: null }).where(eq(purchases.id, row.id));
      throw err;
    }
  }
  const [view] = await purchaseViews(db, [(await ownPurchase(db, userId, purchaseId))!]);
  return view!;
}
