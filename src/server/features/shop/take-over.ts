import { and, eq, isNotNull, like } from 'drizzle-orm';
import { rankOfItem } from '../../../domain/shop/catalog.ts';
import type { RankId } from '../../../domain/shop/ranks.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { purchaseItems, purchases } from '../../db/schema/index.ts';
import { closeCheckout } from './expire-session.ts';

/**
 * One rank checkout at a time for a buyer's Minecraft account: a new checkout of a rank takes the
 * place of one still open in another tab. Each earlier pending purchase with a rank is closed
 * through Stripe (its session expired, so it cannot be paid; its purchase turns canceled when Stripe
 * says so). Answers the ranks Stripe took payment for before they could be closed: their events have
 * not arrived yet, and they count as held. The caller holds the buyer's checkout lock, so two tabs
 * checking out at once take turns.
 */
export async function takeOverRankCheckouts(db: Database, config: Config, userId: string, minecraftUuid: string) {
  const earlier = await db
    .selectDistinct({ id: purchases.id, sessionId: purchases.stripeSessionId, itemId: purchaseItems.itemId })
    .from(purchases)
    .innerJoin(purchaseItems, eq(purchaseItems.purchaseId, purchases.id))
    .where(
      and(
        eq(purchases.userId, userId),
        eq(purchases.minecraftUuid, minecraftUuid),
        eq(purchases.status, 'pending'),
        isNotNull(purchases.stripeSessionId),
        like(purchaseItems.itemId, 'rank-%'),
      ),
    );
  const paid: RankId[] = [];
  for (const p of earlier) {
    const rank = rankOfItem(p.itemId)?.rank;
    if (rank && (await closeCheckout(db, config, p.id, p.sessionId!)) === 'paid') paid.push(rank);
  }
  return paid;
}
