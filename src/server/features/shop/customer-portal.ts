import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Tx } from '../../db/client.ts';
import { purchases } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { stripeClient } from '../../integrations/stripe/client.ts';

/**
 * Where the Customer Portal link goes: a Stripe billing portal session for the user's Stripe
 * customer (they manage or cancel their rank there), or the configured portal login when they
 * have never paid.
 */
export async function customerPortalUrl(db: Tx, config: Config, userId: string) {
  const [row] = await db
    .select({ customer: purchases.stripeCustomerId })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), isNotNull(purchases.stripeCustomerId)))
    .orderBy(desc(purchases.createdAt))
    .limit(1);
  if (!row?.customer) return config.customerPortalUrl;
  try {
    const session = await stripeClient(config.stripe).billingPortal.sessions.create({
      customer: row.customer,
      return_url: `${config.publicUrl}/purchase-history`,
    });
    return session.url;
  } catch (err) {
    throw Object.assign(new AppError('unavailable', 'The Customer Portal is unavailable. Please try again.'), {
      cause: err,
    });
  }
}
