import { sql } from 'drizzle-orm';
import { findCatalogItem, isRankItem } from '../../../domain/shop/catalog.ts';
import { CHECKOUT_REFUSED, rankHeldMessage } from '../../../domain/shop/checkout.ts';
import { RANK_IDS, findRank, type RankId } from '../../../domain/shop/ranks.ts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';

const tier = (rank: RankId) => RANK_IDS.indexOf(rank);

/**
 * The ranks a Minecraft account holds now: from paid purchases that were not refunded or disputed,
 * whose subscription runs on or whose last paid period has not ended.
 */
export async function heldRanks(db: Tx, minecraftUuid: string): Promise<RankId[]> {
  const { rows } = await db.execute<{ item_id: string }>(sql`
    select distinct i.item_id from purchases p join purchase_items i on i.purchase_id = p.id
    where p.minecraft_uuid = ${minecraftUuid} and p.status = 'completed' and p.disputed_at is null
      and i.item_id like 'rank-%'
      and (p.subscription_ended_at is null
        or exists (select 1 from purchase_payments pp where pp.purchase_id = p.id and pp.period_end > now()))`);
  return rows.flatMap((r) => {
    const item = findCatalogItem(r.item_id);
    return item && isRankItem(item) ? [item.delivery.rank] : [];
  });
}

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
