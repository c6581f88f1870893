import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { purchases } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { stripeClient } from '../../integrations/stripe/client.ts';

/** Closes a session through Stripe: closed already is fine (a second Cancel, or Stripe expired it); paid meanwhile is told. */
async function expireSession(config: Config, sessionId: string): Promise<'expired' | 'paid'> {
  const stripe = stripeClient(config.stripe);
  try {
    await stripe.checkout.sessions.expire(sessionId);
    return 'expired';
  } catch (err) {
    const session = await stripe.checkout.sessions.retrieve(sessionId).catch(() => null);
    if (session?.status === 'complete') return 'paid';
    if (session?.status === 'expired') return 'expired';
    throw Object.assign(new AppError('unavailable', 'Stripe did not answer. Please try again.'), { cause: err });
  }
}

/**
 * Closes the Checkout Session of a pending purchase so that it can no longer be paid. The purchase is
 * marked as canceled by its buyer first (Stripe's checkout.session.expired event may arrive before
 * its answer does, and is what turns the purchase canceled: apply-event.ts). 'paid' when Stripe took
 * the payment first; the mark is taken back then, and when Stripe did not answer (503).
 */
export async function closeCheckout(db: Database, config: Config, purchaseId: string, sessionId: string) {
  const [marked] = await db
    .update(purchases)
    .set({ cancelRequestedAt: new Date() })
    .where(and(eq(purchases.id, purchaseId), isNull(purchases.cancelRequestedAt)))
    .returning({ id: purchases.id });
  const unmark = async () => {
    if (marked) await db.update(purchases).set({ cancelRequestedAt: null }).where(eq(purchases.id, purchaseId));
  };
  let outcome: 'expired' | 'paid';
  try {
    outcome = await expireSession(config, sessionId);
  } catch (err) {
    await unmark();
    throw err;
  }
  if (outcome === 'paid') await unmark();
  return outcome;
}
