import { ExternalLink } from 'lucide-react';
import { voteSiteHost } from '@/domain/vote/site-host';
import type { VoteSite } from '@/domain/vote/sites';
import { Card } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useVoteSites } from './api';

/** Cards, skeletons and the empty note take the same height, so the page does not shift as the list arrives. */
const CARD = 'flex h-full min-h-[13.5rem] flex-col gap-3 p-5';
const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';
/** The demo's six (spec: six vote sites): the space kept while the list loads. */
const EXPECTED = 6;

function SiteCard({ site, n }: { site: VoteSite; n: number }) {
  return (
    <Card className={CARD} data-testid="vote-site">
      <p className="text-xs font-semibold uppercase tracking-wide text-muted">Site {n}</p>
      <h3 className="text-lg font-bold">{site.name}</h3>
      <div className="flex-1 text-sm">
        <p className="text-muted">{voteSiteHost(site.url)}</p>
        {site.rewardNote && <p className="mt-1 text-foreground/90">{site.rewardNote}</p>}
      </div>
      <a
        href={site.url}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex h-10 items-center justify-center gap-2 rounded-md bg-accent px-4 text-sm font-semibold text-black hover:bg-accent/90"
      >
        Vote Now<span className="sr-only"> on {site.name} (opens in a new tab)</span>
        <ExternalLink className="h-4 w-4" aria-hidden="true" />
      </a>
    </Card>
  );
}

/** The configured vote sites, live: staff changes show without a reload. */
export function VoteSiteCards() {
  const query = useVoteSites();
  if (query.isPending)
    return (
      <div role="status" aria-label="Loading vote sites" className={GRID}>
        {Array.from({ length: EXPECTED }, (_, i) => (
          <Skeleton key={i} className="min-h-[13.5rem] rounded-xl" />
        ))}
      </div>
    );
  if (query.isError)
    return (
      <p role="alert" className="rounded-xl border border-danger/40 bg-danger/10 p-6 text-sm">
        The vote sites could not be loaded. Please reload the page or try again later.
      </p>
    );
  const { sites } = query.data;
  if (sites.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-border p-8 text-center text-muted">
        No vote sites are configured yet. Check back soon.
      </p>
    );
  return (
    <ul className={GRID}>
      {sites.map((site, i) => (
        <li key={site.id}>
          <SiteCard site={site} n={i + 1} />
        </li>
      ))}
    </ul>
  );
}
