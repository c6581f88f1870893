import { RefreshCw, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import type { ArenaLeader, HomeSectionProps } from '../api';
import { FeaturedLeader } from './featured-leader';
import { LeaderChips } from './leader-chips';
import { MatchTicker } from './match-ticker';
import { useFeaturedLeader } from './use-featured-leader';
import { useOnlinePulse } from './use-online-pulse';

function LiveLeaders({ leaders }: { leaders: ArenaLeader[] }) {
  const { featured, choose, hoverProps } = useFeaturedLeader(leaders);
  const pulsing = useOnlinePulse(leaders.map((l) => l.id));
  if (!featured) {
    return (
      <div className="rounded-xl border border-dashed border-border p-8 text-center">
        <Users className="mx-auto mb-3 h-8 w-8 text-muted" aria-hidden="true" />
        <p className="font-semibold">No leaders are live right now</p>
        <Button asChild variant="secondary" className="mt-4">
          <Link to="/gym-leaders">Browse Leaders</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4" {...hoverProps} data-testid="live-leaders">
      <FeaturedLeader leader={featured} />
      <LeaderChips leaders={leaders} featuredId={featured.id} pulsing={pulsing} onChoose={choose} />
    </div>
  );
}

/** 'Live Gym Leader Status': the ticker of recent matches and the online leaders. */
export function ArenaSection({ data, isPending, error }: HomeSectionProps) {
  return (
    <section aria-labelledby="arena-heading" className="flex min-w-0 flex-col gap-4">
      <h2 id="arena-heading" className="flex items-center gap-2 text-2xl font-extrabold">
        <span className="h-2.5 w-2.5 animate-pulse rounded-full bg-success" aria-hidden="true" />
        Live Gym Leader Status
      </h2>
      {isPending ? (
        <p role="status" className="flex items-center gap-2 text-muted">
          <Spinner /> Connecting to Arena…
        </p>
      ) : error || !data ? (
        <div role="alert" className="rounded-xl border border-danger/50 bg-danger/10 p-5">
          <p className="font-semibold text-danger">
            Arena connection failed: {error?.message || 'Failed to fetch gym leaders'}
          </p>
          <Button variant="secondary" className="mt-3" onClick={() => window.location.reload()}>
            <RefreshCw className="h-4 w-4" aria-hidden="true" />
            Retry
          </Button>
        </div>
      ) : (
        <>
          <MatchTicker matches={data.arena.recentMatches} />
          <LiveLeaders leaders={data.arena.leaders} />
        </>
      )}
    </section>
  );
}
