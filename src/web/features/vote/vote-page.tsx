import { ExternalLink } from 'lucide-react';
import { Page } from '@/web/components/layout/page';
import { Card } from '@/web/components/ui/card';
import { VOTE_SITE_COUNT } from '@/domain/vote/rewards';
import { BRAND } from '@/web/lib/site';
import { HowItWorks, Instructions, RewardTable, VotePartyCard, VoteSection } from './vote-sections';
import { VOTE_SITES } from './vote-sites';

const ANCHORS = [
  ['vote-sites', 'Vote sites'],
  ['how-it-works', 'How it works'],
  ['rewards', 'Rewards'],
  ['instructions', 'Instructions'],
] as const;

export default function VotePage() {
  return (
    <Page
      title="Vote for Us"
      description={`Vote for ${BRAND.name} on ${VOTE_SITE_COUNT} server lists. Every vote earns you a vote key and brings the next vote party closer.`}
    >
      <nav aria-label="On this page" className="-mt-2 mb-10">
        <ul className="flex flex-wrap gap-2">
          {ANCHORS.map(([id, label]) => (
            <li key={id}>
              <a
                href={`#${id}`}
                className="inline-flex rounded-full border border-border px-3 py-1 text-sm hover:border-accent hover:text-accent"
              >
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="flex flex-col gap-14">
        <VoteSection id="vote-sites" title="Vote sites">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {VOTE_SITES.map((site, i) => (
              <li key={site.url}>
                <Card className="flex h-full flex-col gap-3 p-5">
                  <p className="text-xs font-semibold uppercase tracking-wide text-muted">Site {i + 1}</p>
                  <h3 className="text-lg font-bold">{site.name}</h3>
                  <p className="flex-1 text-sm text-muted">{new URL(site.url).hostname.replace(/^www\./, '')}</p>
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
              </li>
            ))}
          </ul>
        </VoteSection>

        <VoteSection id="how-it-works" title="How voting works">
          <HowItWorks />
        </VoteSection>

        <VoteSection id="rewards" title="Rewards">
          <p className="mb-4 max-w-3xl text-foreground/90">
            Each vote key opens the vote crate once and gives you one of these rewards, with the chances below.
          </p>
          <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
            <RewardTable />
            <VotePartyCard />
          </div>
        </VoteSection>

        <VoteSection id="instructions" title="Step-by-step instructions">
          <Instructions />
        </VoteSection>
      </div>
    </Page>
  );
}
