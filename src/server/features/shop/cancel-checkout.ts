import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { purchases } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { purchaseViews, selectPurchases } from '../../shop/purchase-view.ts';
import { closeCheckout } from './expire-session.ts';

const ownPurchase = async (db: Database, userId: string, id: string) => {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await selectPurchases(db).where(and(eq(purchases.id, id), eq(purchases.userId, userId)));
  return row ?? null;
};

/**
 * The buyer came back from Stripe with Cancel. Its Checkout Session is expired through Stripe's API,
 * so it can no longer be paid, and Stripe's checkout.session.expired event turns the purchase
 * canceled (expire-session.ts). A purchase that is no longer pending is left as it is; one paid
 * meanwhile is a 409. Answers the purchase as it stands.
 */
export async function cancelCheckout(db: Database, config: Config, userId: string, purchaseId: string) {
  const row = await ownPurchase(db, userId, purchaseId);
  if (!row) throw AppError.notFound('No order of yours has this id.');
  if (row.status === 'pending' && row.stripeSessionId) {
    if ((await closeCheckout(db, config, row.id, row.stripeSessionId)) === 'paid')
      throw AppError.conflict('This order was paid, so it cannot be canceled. Check Purchase History.');
  }
  const [view] = await purchaseViews(db, [(await ownPurchase(db, userId, purchaseId))!]);
  return view!;
}
