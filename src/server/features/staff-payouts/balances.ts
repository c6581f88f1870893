import { and, asc, desc, eq } from 'drizzle-orm';
import { payoutMethodOf } from '../../../domain/dashboard/payout-methods.ts';
import type { LeaderBalance, PayoutView } from '../../../domain/dashboard/schemas.ts';
import { pageWindow, toPage } from '../../../domain/staff/paging.ts';
import type { Tx } from '../../db/client.ts';
import { gymLeaderEarnings as e, gymLeaders as g, payoutRequests as r } from '../../db/schema/index.ts';
import { ledgerSums } from '../../shop/leader-ledger.ts';

/** Every gym leader (current ones first) with the ledger's totals; there are a few dozen at most. */
export async function leaderBalances(db: Tx): Promise<{ leaders: LeaderBalance[] }> {
  const rows = await db
    .select({
      id: g.id,
      displayName: g.displayName,
      element: g.element,
      active: g.active,
      ...ledgerSums,
      requestedCents: r.amountCents,
      requestedAt: r.createdAt,
    })
    .from(g)
    .leftJoin(e, eq(e.gymLeaderId, g.id))
    .leftJoin(r, and(eq(r.gymLeaderId, g.id), eq(r.status, 'open')))
    .groupBy(g.id, r.id)
    .orderBy(desc(g.active), asc(g.displayName), asc(g.id));
  return {
    leaders: rows.map(({ requestedCents, requestedAt, ...l }) => ({
      ...l,
      balanceCents: l.earningsCents - l.payoutsCents,
      request:
        requestedCents !== null && requestedAt
          ? { amountCents: requestedCents, createdAt: requestedAt.toISOString() }
          : null,
    })),
  };
}

/** Payouts, newest first, of every leader or one. */
export async function payoutHistory(db: Tx, page: number, gymLeaderId?: string) {
  const { offset, limit } = pageWindow(page);
  const rows = await db
    .select({
      id: e.id,
      gymLeaderId: e.gymLeaderId,
      displayName: g.displayName,
      element: g.element,
      amountCents: e.amountCents,
      method: e.payoutMethod,
      reference: e.payoutReference,
      createdAt: e.createdAt,
    })
    .from(e)
    .innerJoin(g, eq(g.id, e.gymLeaderId))
    .where(and(eq(e.kind, 'payout'), gymLeaderId ? eq(e.gymLeaderId, gymLeaderId) : undefined))
    .orderBy(desc(e.createdAt), desc(e.id))
    .offset(offset)
    .limit(limit);
  const items: PayoutView[] = rows.map((r) => ({
    ...r,
    method: payoutMethodOf(r.method),
    reference: r.reference ?? '',
    createdAt: r.createdAt.toISOString(),
  }));
  return toPage(items, page);
}
