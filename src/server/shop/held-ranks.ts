import { sql } from 'drizzle-orm';
import { findCatalogItem, isRankItem } from '../../domain/shop/catalog.ts';
import type { RankId } from '../../domain/shop/ranks.ts';
import type { Tx } from '../db/client.ts';

/**
 * The ranks a Minecraft account holds now: from paid purchases that were not refunded or disputed,
 * whose subscription runs on or whose last paid period has not ended. The shop refuses a rank already
 * held with it; the battle pass opens its premium track to a Master with it.
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
