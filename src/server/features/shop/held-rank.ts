import { CHECKOUT_REFUSED, heldRankRefusal, rankBought } from '../../../domain/shop/checkout.ts';
import type { RankId } from '../../../domain/shop/ranks.ts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { heldRanks } from '../../shop/held-ranks.ts';

/**
 * Refuses a rank the player already holds, or one below a rank they hold (heldRankRefusal): buying
 * it again would charge a second subscription for nothing. `paidMeanwhile` adds the ranks of orders
 * Stripe took payment for whose events have not arrived yet. A 409: the order conflicts with what
 * the account has, in the checkout's own words (reason CHECKOUT_REFUSED, the text in fields.description).
 */
export async function refuseHeldRank(
  db: Tx,
  minecraftUuid: string,
  lines: { item: { id: string } }[],
  paidMeanwhile: RankId[] = [],
) {
  const wanted = rankBought(lines.map((l) => l.item.id));
  if (!wanted) return;
  const refusal = heldRankRefusal([...(await heldRanks(db, minecraftUuid)), ...paidMeanwhile], wanted);
  if (refusal)
    throw new AppError('conflict', refusal.title, { description: refusal.description }, { reason: CHECKOUT_REFUSED });
}
