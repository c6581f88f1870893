import { sql } from 'drizzle-orm';
import { rankOfItem } from '../../domain/shop/catalog.ts';
import type { RankId } from '../../domain/shop/ranks.ts';
import type { Tx } from '../db/client.ts';

/**
 * The rank items a Minecraft account holds now, through purchases other than `except`: paid purchases
 * that were not refunded or disputed, whose subscription runs on or whose last paid period has not
 * ended. The webhook runs the same statement on its own connection, with the same words.
 */
export const heldRankItems = (minecraftUuid: string, except: string | null = null) => sql`
    select distinct i.item_id from purchases p join purchase_items i on i.purchase_id = p.id
    where p.minecraft_uuid = ${minecraftUuid} and p.id is distinct from ${except}::uuid
      and p.status = 'completed' and p.disputed_at is null
      and i.item_id like 'rank-%'
      and (p.subscription_ended_at is null
        or exists (select 1 from purchase_payments pp where pp.purchase_id = p.id and pp.period_end > now()))`;

export const ranksOfItems = (rows: { item_id: string }[]): RankId[] =>
  rows.flatMap((r) => rankOfItem(r.item_id)?.rank ?? []);

/**
 * The ranks a Minecraft account holds now. The shop refuses a rank already held with it; the battle
 * pass opens its premium track to a Master with it.
 */
export async function heldRanks(db: Tx, minecraftUuid: string): Promise<RankId[]> {
  const { rows } = await db.execute<{ item_id: string }>(heldRankItems(minecraftUuid));
  return ranksOfItems(rows);
}
