import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../../src/server/db/client.ts';
import { gymLeaderEarnings, gymLeaders } from '../../../src/server/db/schema/index.ts';
import { seedDemoData } from '../../../src/server/db/seed/demo.ts';
import { leaderTotals } from '../../../src/server/shop/leader-ledger.ts';
import { createTestDatabaseUrl } from '../../setup/database.ts';

let db: Database;
beforeAll(async () => {
  db = createDatabase(await createTestDatabaseUrl(), 2);
  await db.transaction((tx) => seedDemoData(tx));
});
afterAll(() => db.$client.end());

describe('demo ledger', () => {
  it('gives every demo leader purchases, payouts within the balance, and a refund somewhere', async () => {
    const leaders = await db.select().from(gymLeaders);
    const lines = await db.select().from(gymLeaderEarnings);
    expect(lines.some((l) => l.kind === 'reversal')).toBe(true);
    for (const leader of leaders) {
      const own = lines.filter((l) => l.gymLeaderId === leader.id);
      expect(own.filter((l) => l.kind === 'earning' && l.purchaseId).length).toBeGreaterThanOrEqual(3);
      expect(own.filter((l) => l.kind === 'payout').length).toBeGreaterThanOrEqual(1);
      const totals = await leaderTotals(db, leader.id);
      expect(totals.balanceCents).toBeGreaterThan(0);
    }
    const [misty] = await db.select().from(gymLeaders).where(eq(gymLeaders.displayName, 'Misty'));
    expect(lines.filter((l) => l.gymLeaderId === misty!.id && l.kind === 'payout')).toHaveLength(2);
  });
});
