import { DASHBOARD_TEXT } from '@/domain/dashboard/texts';
import { ElementBadge } from '@/web/components/game/element-badge';
import { Page } from '@/web/components/layout/page';
import { Spinner } from '@/web/components/ui/spinner';
import { ApiError } from '@/web/lib/api';
import { useAuth } from '@/web/lib/auth';
import { AccessDenied } from './access-denied';
import { useDashboard } from './api';
import { BadgePanel } from './badge-panel';
import { BattlesPanel } from './battles-panel';
import { ChallengesPanel } from './challenges-panel';
import { EarningsChart } from './earnings-chart';
import { GymLeaderLoginInfo } from './gym-leader-login-info';
import { LedgerTable } from './ledger-table';
import { PayoutRequestPanel } from './payout-request-panel';
import { PerformanceStats, StatCards } from './stat-cards';
import { StatusPanel } from './status-panel';
import { TeamEditor } from './team-editor';

/**
 * A registered gym leader's own earnings: a spinner while loading; for a visitor or a player who is not a leader
 * (the server's 403), what Gym Leader Login is for instead of 'Access Denied' (issue 40); on any other error the
 * access-denied view. The server answers only for the signed-in user's own leader record.
 */
export default function DashboardPage() {
  const { user, loading } = useAuth();
  const dashboard = useDashboard(!!user);
  if (loading || (user && dashboard.isPending))
    return (
      <Page title={DASHBOARD_TEXT.title} hideHeading>
        <div role="status" className="flex min-h-[40vh] items-center justify-center">
          <Spinner className="h-8 w-8 text-accent" label="Loading your dashboard" />
        </div>
      </Page>
    );
  const notALeader = dashboard.error instanceof ApiError && dashboard.error.status === 403;
  if (!user || notALeader) return <GymLeaderLoginInfo />;
  if (dashboard.isError || !dashboard.data) return <AccessDenied />;
  const { leader } = dashboard.data;
  return (
    <Page
      title={DASHBOARD_TEXT.title}
      description={
        <span className="inline-flex flex-wrap items-center gap-2">
          <span className="text-lg font-semibold text-foreground">{leader.displayName}</span>
          <ElementBadge element={leader.element} />
        </span>
      }
    >
      <div className="flex flex-col gap-6">
        <div className="grid gap-6 lg:grid-cols-2">
          <StatusPanel leaderId={leader.id} />
          <ChallengesPanel />
        </div>
        <StatCards data={dashboard.data} />
        <div className="grid gap-6 lg:grid-cols-3">
          <PerformanceStats leader={leader} />
          <div className="lg:col-span-2">
            <EarningsChart weeks={dashboard.data.weeks} />
          </div>
        </div>
        <TeamEditor leaderId={leader.id} />
        <div className="grid gap-6 lg:grid-cols-2">
          <BattlesPanel />
          <PayoutRequestPanel />
        </div>
        <BadgePanel />
        <LedgerTable />
      </div>
    </Page>
  );
}
