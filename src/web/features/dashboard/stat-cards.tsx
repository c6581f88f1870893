import { Award, DollarSign, HandCoins, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatUsd } from '@/domain/shared/numbers';
import type { DashboardView } from '@/domain/dashboard/schemas';
import { DASHBOARD_TEXT } from '@/domain/dashboard/texts';
import { capitalize } from '@/domain/shared/elements';
import { formatWinRate } from '@/domain/shared/win-rate';
import { Badge } from '@/web/components/ui/badge';
import { Card } from '@/web/components/ui/card';
import { cn } from '@/web/lib/cn';

const { stats } = DASHBOARD_TEXT;

function Stat({ label, value, icon, negative }: { label: string; value: string; icon: ReactNode; negative?: boolean }) {
  return (
    <Card className="p-5">
      <div className="flex items-center justify-between text-sm text-muted">
        <h2>{label}</h2>
        <span aria-hidden="true">{icon}</span>
      </div>
      <p className={cn('mt-2 text-2xl font-extrabold tabular-nums', negative && 'text-danger')} data-stat={label}>
        {value}
      </p>
    </Card>
  );
}

/** The four figures: sums over the ledger, and the badges the leader has awarded. */
export function StatCards({ data }: { data: DashboardView }) {
  const { totals, leader } = data;
  return (
    <section aria-label="Earnings" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Stat label={stats.earnings} value={formatUsd(totals.earningsCents)} icon={<DollarSign className="h-4 w-4" />} />
      <Stat label={stats.payouts} value={formatUsd(totals.payoutsCents)} icon={<HandCoins className="h-4 w-4" />} />
      <Stat
        label={stats.balance}
        value={formatUsd(totals.balanceCents)}
        negative={totals.balanceCents < 0}
        icon={<Wallet className="h-4 w-4" />}
      />
      <Stat label={stats.badges} value={String(leader.badgesAwarded)} icon={<Award className="h-4 w-4" />} />
    </section>
  );
}

/** Win rate with one decimal, and the status badge, highlighted while the leader is online. */
export function PerformanceStats({ leader }: { leader: DashboardView['leader'] }) {
  const online = leader.status === 'online';
  return (
    <Card className="p-5">
      <h2 className="text-lg font-bold">{DASHBOARD_TEXT.performance}</h2>
      <dl className="mt-3 grid grid-cols-2 gap-4">
        <div>
          <dt className="text-sm text-muted">{DASHBOARD_TEXT.winRate}</dt>
          <dd className="text-2xl font-extrabold tabular-nums">{formatWinRate(leader.winRate)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{DASHBOARD_TEXT.status}</dt>
          <dd className="mt-1">
            <Badge variant={online ? 'success' : 'secondary'} className={online ? 'bg-success text-black' : undefined}>
              {capitalize(leader.status)}
            </Badge>
          </dd>
        </div>
      </dl>
    </Card>
  );
}
