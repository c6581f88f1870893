import { eq } from 'drizzle-orm';
import type { Tx } from '../../../src/server/db/client.ts';
import { gymLeaderEarnings, gymLeaders, purchaseItems, purchases } from '../../../src/server/db/schema/index.ts';
import { makeMinecraftAccount, makeUser } from '../../../src/server/db/seed/factories.ts';

/** The leader row of a user signed in as 'gym leader'. */
export async function leaderOf(db: Tx, userId: string) {
  const [leader] = await db.select().from(gymLeaders).where(eq(gymLeaders.userId, userId));
  return leader!;
}

/** A completed purchase by a buyer with a Minecraft name, crediting `gymLeaderId`, and its earning line. */
export async function creditedPurchase(db: Tx, gymLeaderId: string, buyerName: string, cents: number) {
  const buyer = await makeUser(db, { name: buyerName });
  const mc = await makeMinecraftAccount(db, { name: buyerName, userId: buyer.id });
  const [purchase] = await db
    .insert(purchases)
    .values({
      userId: buyer.id,
      status: 'completed',
      totalAmountCents: cents,
      minecraftUuid: mc.uuid,
      minecraftUsername: mc.name,
      gymLeaderId,
      completedAt: new Date(),
    })
    .returning();
  await db.insert(purchaseItems).values({
    purchaseId: purchase!.id,
    itemId: 'gym-tokens-3',
    itemName: '3 Gym Tokens',
    itemPriceCents: cents,
    quantity: 1,
    totalPriceCents: cents,
  });
  const share = Math.round(cents / 10);
  await db.insert(gymLeaderEarnings).values({
    gymLeaderId,
    kind: 'earning',
    amountCents: share,
    sharePercent: 10,
    purchaseId: purchase!.id,
    note: 'Purchase',
  });
  return { purchase: purchase!, buyer, mc, share };
}

/** The leader's totals summed straight from the ledger rows, as the test's own reckoning. */
export async function sumsFromRows(db: Tx, gymLeaderId: string) {
  const rows = await db.select().from(gymLeaderEarnings).where(eq(gymLeaderEarnings.gymLeaderId, gymLeaderId));
  const sum = (kind: string) => rows.filter((r) => r.kind === kind).reduce((n, r) => n + r.amountCents, 0);
  const earningsCents = sum('earning') - sum('reversal');
  return { earningsCents, payoutsCents: sum('payout'), balanceCents: earningsCents - sum('payout'), rows };
}
