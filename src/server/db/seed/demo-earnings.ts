import { CATALOG } from '../../../domain/shop/catalog.ts';
import type { Tx } from '../client.ts';
import { gymLeaderEarnings, purchaseItems, purchases } from '../schema/index.ts';
import { makeUser } from './factories.ts';

const DAY = 86_400_000;
/** The demo's revenue share, as the shop's default configuration. */
const SHARE_PERCENT = 10;

interface DemoBuyer {
  uuid: string;
  name: string;
}

/**
 * Shop revenue for the demo gym leaders, so a newcomer opening a leader's dashboard sees it filled:
 * completed purchases over the last ten weeks credit the chosen leader's share, one refund takes a
 * share back, and staff have paid each leader out once or twice (never more than the balance then).
 */
export async function seedDemoEarnings(
  db: Tx,
  leaders: { id: string }[],
  players: DemoBuyer[],
  int: (min: number, max: number) => number,
  now: Date,
) {
  const buyers = [];
  for (const p of players) buyers.push({ ...p, user: await makeUser(db, { name: p.name }) });
  for (const [li, leader] of leaders.entries()) {
    const sales = Array.from(
      { length: int(8, 18) },
      () => new Date(now.getTime() - int(0, 70) * DAY - int(1, 600) * 60_000),
    );
    sales.sort((a, b) => a.getTime() - b.getTime());
    const credited: { at: Date; cents: number }[] = [];
    for (const [si, at] of sales.entries()) {
      const buyer = buyers[int(0, buyers.length - 1)]!;
      const item = CATALOG[int(0, CATALOG.length - 1)]!;
      const quantity = item.billing.kind === 'one_time' ? int(1, 2) : 1;
      const total = item.priceCents * quantity;
      const refunded = li === 0 && si === 0;
      const [purchase] = await db
        .insert(purchases)
        .values({
          userId: buyer.user.id,
          status: refunded ? 'refunded' : 'completed',
          totalAmountCents: total,
          minecraftUuid: buyer.uuid,
          minecraftUsername: buyer.name,
          gymLeaderId: leader.id,
          refundedAmountCents: refunded ? total : 0,
          createdAt: at,
          completedAt: at,
        })
        .returning();
      await db.insert(purchaseItems).values({
        purchaseId: purchase!.id,
        itemId: item.id,
        itemName: item.name,
        itemPriceCents: item.priceCents,
        quantity,
        totalPriceCents: total,
      });
      const share = Math.round((total * SHARE_PERCENT) / 100);
      const line = {
        gymLeaderId: leader.id,
        amountCents: share,
        sharePercent: SHARE_PERCENT,
        purchaseId: purchase!.id,
      };
      await db.insert(gymLeaderEarnings).values({ ...line, kind: 'earning', note: 'Purchase', createdAt: at });
      if (refunded) {
        const back = new Date(Math.min(at.getTime() + 2 * DAY, now.getTime()));
        await db.insert(gymLeaderEarnings).values({ ...line, kind: 'reversal', note: 'Refund', createdAt: back });
        credited.push({ at: back, cents: -share });
      }
      credited.push({ at, cents: share });
    }
    // Payouts (two for the first leaders, one for the others) of part of what the leader was owed at the
    // time: three weeks ago, else a week ago, else yesterday.
    const wanted = li < 2 ? 2 : 1;
    let paid = 0;
    let made = 0;
    for (const daysAgo of [21, 7, 1]) {
      if (made === wanted) break;
      const at = new Date(now.getTime() - daysAgo * DAY);
      const owed = credited.filter((c) => c.at < at).reduce((n, c) => n + c.cents, 0) - paid;
      const amount = Math.floor(owed * 0.6);
      if (amount <= 0) continue;
      paid += amount;
      made++;
      await db.insert(gymLeaderEarnings).values({
        gymLeaderId: leader.id,
        kind: 'payout',
        amountCents: amount,
        note: 'Payout',
        payoutMethod: made === 1 ? 'paypal' : 'bank_transfer',
        payoutReference: `DEMO-${li + 1}-${made}`,
        createdAt: at,
      });
    }
  }
}
