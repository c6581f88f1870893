import { AlertTriangle, Briefcase } from 'lucide-react';
import { Link } from 'react-router';
import { ELEMENTS, capitalize, type Element } from '@/domain/shared/elements';
import { Page } from '@/web/components/layout/page';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { ElementBadge } from '@/web/components/game/element-badge';
import { useGymLeaders } from './api';
import { LeaderCard } from './leader-card';

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex flex-col-reverse rounded-xl border border-border bg-surface p-4 text-center">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-3xl font-extrabold tabular-nums">{value}</dd>
    </div>
  );
}

function OpenPosition({ element }: { element: Element }) {
  return (
    <Card
      className="flex flex-col gap-3 border-dashed p-5 [contain-intrinsic-size:auto_164px] [content-visibility:auto]"
      data-testid="open-position"
    >
      <div className="flex items-center justify-between">
        <ElementBadge element={element} />
        <Badge variant="accent">NOW HIRING</Badge>
      </div>
      <h3 className="text-lg font-bold">{capitalize(element)} Gym Leader</h3>
      <p className="text-sm text-muted">
        This gym has no leader yet. Bring your best {capitalize(element)} team and make it yours.
      </p>
      <Button asChild variant="secondary" className="mt-auto">
        <Link to="/gym-leader-application">Apply for This Position</Link>
      </Button>
    </Card>
  );
}

export default function GymLeadersPage() {
  const { data, isPending, error } = useGymLeaders();
  return (
    <Page
      title="Gym Leaders"
      description="Paid pro gym leaders, one per element. Beat them in game to earn their badge."
    >
      {isPending ? (
        <div role="status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <span className="sr-only">Loading gym leaders</span>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-80 w-full rounded-xl" data-testid="leader-skeleton" />
          ))}
        </div>
      ) : error || !data ? (
        <Card role="alert" className="mx-auto max-w-lg p-8 text-center">
          <AlertTriangle className="mx-auto mb-3 h-10 w-10 text-danger" aria-hidden="true" />
          <h2 className="text-xl font-bold">Failed to Load Gym Leaders</h2>
          <p className="mt-2 text-sm text-muted">{error?.message || 'Failed to fetch gym leaders'}</p>
        </Card>
      ) : (
        <>
          <dl className="mb-10 grid grid-cols-3 gap-3">
            <Count label="Online Now" value={data.leaders.filter((l) => l.status === 'online').length} />
            <Count label="Active Positions" value={ELEMENTS.length - data.openElements.length} />
            <Count label="Open Positions" value={data.openElements.length} />
          </dl>
          <section aria-labelledby="current-leaders">
            <h2 id="current-leaders" className="mb-4 text-2xl font-extrabold">
              Current Gym Leaders
            </h2>
            {data.leaders.length === 0 ? (
              <p className="rounded-xl border border-dashed border-border p-8 text-center text-muted">
                No gym leaders yet. Every position is open.
              </p>
            ) : (
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {data.leaders.map((l) => (
                  <LeaderCard key={l.id} leader={l} />
                ))}
              </div>
            )}
          </section>
          {data.openElements.length > 0 && (
            <section aria-labelledby="open-positions" className="mt-12">
              <h2 id="open-positions" className="mb-4 text-2xl font-extrabold">
                Open Positions
              </h2>
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {data.openElements.map((e) => (
                  <OpenPosition key={e} element={e} />
                ))}
              </div>
            </section>
          )}
        </>
      )}
      <Card className="mt-12 flex flex-col items-center gap-3 p-8 text-center">
        <Briefcase className="h-10 w-10 text-accent" aria-hidden="true" />
        <h2 className="text-2xl font-extrabold">Want to Become a Gym Leader?</h2>
        <p className="max-w-xl text-muted">
          Gym leaders are paid staff who run a gym of one element, battle challengers and earn a share of what players
          spend.
        </p>
        <Button asChild size="lg">
          <Link to="/gym-leader-application">Apply Now</Link>
        </Button>
      </Card>
    </Page>
  );
}
