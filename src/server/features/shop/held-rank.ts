import { findCatalogItem, isRankItem } from '../../../domain/shop/catalog.ts';
import { CHECKOUT_REFUSED, rankHeldMessage } from '../../../domain/shop/checkout.ts';
import { RANK_IDS, findRank, type RankId } from '../../../domain/shop/ranks.ts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { heldRanks } from '../../shop/held-ranks.ts';

const tier = (rank: RankId) => RANK_IDS.indexOf(rank);

/**
 * Refuses a rank the player already holds, or one below a rank they hold (ranks include the ones
 * before them): buying it again would charge a second subscription for nothing.
 */
export async function refuseHeldRank(db: Tx, minecraftUuid: string, lines: { item: { id: string } }[]) {
  const wanted = lines.map((l) => findCatalogItem(l.item.id)).find((i) => i && isRankItem(i));
  if (!wanted || !isRankItem(wanted)) return;
  const held = await heldRanks(db, minecraftUuid);
  if (held.length === 0) return;
  const highest = held.reduce((a, b) => (tier(b) > tier(a) ? b : a));
  if (tier(highest) < tier(wanted.delivery.rank)) return;
  const m = rankHeldMessage(findRank(highest).name, findRank(wanted.delivery.rank).name);
  throw AppError.invalid(m.title, { description: m.description }, CHECKOUT_REFUSED);
}
