import { Page } from '@/web/components/layout/page';
import { BRAND } from '@/web/lib/site';
import { VoteSiteCards } from './vote-site-cards';
import { HowItWorks, Instructions, RewardTable, VotePartyCard, VoteSection } from './vote-sections';

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
      description={`Vote for ${BRAND.name} on the server lists below. Every vote earns you a vote key and brings the next vote party closer.`}
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
        {/* The one live section: the sites staff configure (the server renders the page with them). */}
        <section id="vote-sites" aria-labelledby="vote-sites-heading" className="scroll-mt-24">
          <h2 id="vote-sites-heading" className="mb-4 text-2xl font-bold">
            Vote sites
          </h2>
          <VoteSiteCards />
        </section>

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
