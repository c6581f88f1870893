import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { CHART_WEEKS, weeklySeries } from '../../../domain/dashboard/ledger.ts';
import type { DashboardView } from '../../../domain/dashboard/schemas.ts';
import { DASHBOARD_TEXT } from '../../../domain/dashboard/texts.ts';
import type { Tx } from '../../db/client.ts';
import { gymLeaderEarnings as e, gymLeaders } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { leaderTotals } from '../../shop/leader-ledger.ts';

/** The gym leader record of the signed-in user; anyone else is refused with the access-denied answer. */
export async function ownLeader(db: Tx, userId: string) {
  const [leader] = await db.select().from(gymLeaders).where(eq(gymLeaders.userId, userId));
  if (!leader) throw AppError.forbidden(DASHBOARD_TEXT.deniedCardBody);
  return leader;
}

const WEEK_MS = 7 * 86_400_000;

/** The signed-in leader's figures: the record's stats, the ledger's sums, and net earnings per week. */
export async function ownDashboard(db: Tx, userId: string, now = new Date()): Promise<DashboardView> {
  const leader = await ownLeader(db, userId);
  const totals = await leaderTotals(db, leader.id);
  const week = sql<string>`to_char(date_trunc('week', ${e.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const weeks = await db
    .select({
      weekStart: week,
      earningsCents:
        sql`sum(case ${e.kind} when 'earning' then ${e.amountCents} else -${e.amountCents} end)::bigint`.mapWith(
          Number,
        ),
    })
    .from(e)
    .where(
      and(
        eq(e.gymLeaderId, leader.id),
        inArray(e.kind, ['earning', 'reversal']),
        gte(e.createdAt, new Date(now.getTime() - (CHART_WEEKS + 1) * WEEK_MS)),
      ),
    )
    .groupBy(week);
  return {
    leader: {
      id: leader.id,
      displayName: leader.displayName,
      element: leader.element,
      status: leader.status,
      badgesAwarded: leader.badgesAwarded,
      winRate: leader.winRate,
    },
    totals,
    weeks: weeklySeries(weeks, now),
  };
}
